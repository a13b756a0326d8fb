// An item as its own small JSON file in the bucket, so the workflow's state carries only keys (its
// state is capped at 256 KB) and each ImportItem reads just its item. Photos travel as base64.
import type { CollectionItem } from './item.js';
import type { PhotoType } from './photo.js';

type StoredItem =
  | (Omit<Extract<CollectionItem, { kind: 'recipe' }>, 'photo'> & {
      photo: { contentType: PhotoType; base64: string } | null;
    })
  | Extract<CollectionItem, { kind: 'link' }>;

export function itemToFile(item: CollectionItem): Uint8Array {
  const stored: StoredItem =
    item.kind === 'recipe'
      ? {
          ...item,
          photo: item.photo
            ? {
                contentType: item.photo.contentType,
                base64: Buffer.from(item.photo.bytes).toString('base64'),
              }
            : null,
        }
      : item;
  return new TextEncoder().encode(JSON.stringify(stored));
}

export function itemFromFile(bytes: Uint8Array): CollectionItem {
  const stored = JSON.parse(new TextDecoder().decode(bytes)) as StoredItem;
  if (stored.kind === 'link') return stored;
  return {
    ...stored,
    photo: stored.photo
      ? {
          contentType: stored.photo.contentType,
          bytes: new Uint8Array(Buffer.from(stored.photo.base64, 'base64')),
        }
      : null,
  };
}
