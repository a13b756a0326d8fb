// Saving someone's recipe copies its stored image into the saver's own space (server-side S3 copy),
// so the copy keeps its picture when the original, or its owner's account, is deleted. An image
// address from elsewhere (an imported page's picture) is kept as it is.
import { CopyObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { newRecipeImageFile, recipeImageKey, recipeImagePath } from './recipe-images.js';

const STORED_IMAGE = /^\/api\/media\/recipe-images\/([^/]+)\/([^/]+)$/;

export function recipeImageCopier(s3: S3Client, bucket: string, clock: () => Date) {
  return {
    /** The copy's image address under `toUserId`, or `imageUrl` itself when it is not ours to copy. */
    async copy(imageUrl: string, toUserId: string): Promise<string> {
      const match = STORED_IMAGE.exec(imageUrl);
      const key = match ? recipeImageKey(match[1] ?? '', match[2] ?? '') : null;
      if (!key) return imageUrl;
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const target = `recipe-images/${toUserId}/${newRecipeImageFile(clock(), extension)}`;
      try {
        await s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: target,
            CopySource: encodeURI(`${bucket}/${key}`),
            MetadataDirective: 'COPY',
          }),
        );
      } catch (error) {
        // The original's image is already gone: the copy simply has none.
        if ((error as Error).name === 'NoSuchKey') return imageUrl;
        throw error;
      }
      return recipeImagePath(target);
    },
  };
}

export type RecipeImageCopier = ReturnType<typeof recipeImageCopier>;
