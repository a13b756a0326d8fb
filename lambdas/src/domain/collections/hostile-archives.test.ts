// Every archive is hostile until read: each case the issue names, with a file made to carry it.
import { gzipSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { paprikaExport, paprikaRecipe, pngPhoto, zipOf } from '../../../../test/support/collection-files.js';
import { ArchiveRefused } from './archive.js';
import type { CollectionRecipe } from './item.js';
import { readCollection, UNRECOGNISED } from './read-collection.js';

const recipesOf = (read: ReturnType<typeof readCollection>): CollectionRecipe[] =>
  read.items.filter((item): item is CollectionRecipe => item.kind === 'recipe');

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.message;
    throw error;
  }
  throw new Error('The file was not refused');
};

describe('hostile archives', () => {
  it('stops a zip bomb at the size cap, whatever its headers claim', () => {
    // 32 MB of zeros compresses to about 32 kB.
    const bomb = zipSync({ 'bomb.json': [new Uint8Array(32 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(200_000);
    expect(
      refusal(() =>
        readCollection(
          { name: 'bomb.zip', bytes: bomb },
          { maxTotalBytes: 8 * 1024 * 1024, maxEntries: 100 },
        ),
      ),
    ).toBe('The archive unpacks to more than 8 MB, more than Hearth reads in one import');
  });

  it('stops a bomb nested inside an archive (Tandoor’s zip of zips) on the same budget', () => {
    const inner = zipSync({ 'recipe.json': [new Uint8Array(16 * 1024 * 1024), { level: 9 }] });
    const outer = zipOf({ '1.zip': inner, '2.zip': inner });
    expect(() =>
      readCollection(
        { name: 'export.zip', bytes: outer },
        { maxTotalBytes: 20 * 1024 * 1024, maxEntries: 100 },
      ),
    ).toThrow(/unpacks to more than 20 MB/);
  });

  it('stops a gzipped Paprika recipe that inflates past the cap', () => {
    const huge = paprikaExport([{ name: 'Huge', notes: 'x'.repeat(10 * 1024 * 1024) }]);
    expect(() =>
      readCollection(
        { name: 'a.paprikarecipes', bytes: huge },
        { maxTotalBytes: 4 * 1024 * 1024, maxEntries: 100 },
      ),
    ).toThrow(/unpacks to more than 4 MB/);
  });

  it('refuses an archive with more entries than the cap', () => {
    const files = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`r${i}.json`, strToU8('{}')]));
    expect(
      refusal(() =>
        readCollection({ name: 'many.zip', bytes: zipSync(files) }, { maxTotalBytes: 1e6, maxEntries: 20 }),
      ),
    ).toBe('The archive holds more than 20 files, more than Hearth reads in one import');
  });

  it('never reads entries whose paths climb out of the folder, and says so', () => {
    const read = readCollection({
      name: 'export.paprikarecipes',
      bytes: zipOf({
        '../../etc/evil.paprikarecipe': paprikaRecipe({ name: 'Evil' }),
        '/abs.paprikarecipe': paprikaRecipe({ name: 'Absolute' }),
        'ok.paprikarecipe': paprikaRecipe({ name: 'Fine' }),
      }),
    });
    expect(recipesOf(read).map((i) => i.recipe.title)).toEqual(['Fine']);
    expect(read.failures.map((f) => f.reason)).toEqual([
      "../../etc/evil.paprikarecipe points outside the archive's folder, so it was not read",
      "/abs.paprikarecipe points outside the archive's folder, so it was not read",
    ]);
  });

  it('fails entries that are not what they claim, alone, and goes on', () => {
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({
        'fake.paprikarecipe': 'just text, not gzip',
        'good.paprikarecipe': paprikaRecipe({
          name: 'Good',
          photo: 'x.jpg',
          photo_data: Buffer.from('<html>not an image</html>').toString('base64'),
        }),
      }),
    });
    expect(read.failures).toEqual([
      {
        origin: 'fake.paprikarecipe',
        reason: 'fake.paprikarecipe is not a Paprika recipe (it is not compressed as Paprika writes it)',
      },
    ]);
    const [good] = recipesOf(read);
    expect(good?.photo).toBeNull();
    expect(good?.warnings).toEqual(['The photo x.jpg is not a JPEG, PNG or WebP image, so it was left out']);
    const tandoor = readCollection({
      name: 't.zip',
      bytes: zipOf({ '1.zip': 'not a zip', '2.zip': zipOf({ 'notes.txt': 'hi' }) }),
    });
    expect(tandoor.failures.map((f) => f.reason)).toEqual([
      '1.zip is not a zip archive, though its name says so',
      '2.zip holds no recipe.json, so it is not a Tandoor recipe',
    ]);
  });

  it('fails broken JSON alone', () => {
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({
        'broken.json': '{"@type": "Recipe", "name": "Half',
        'whole.json': JSON.stringify({ '@type': 'Recipe', name: 'Whole' }),
      }),
    });
    expect(recipesOf(read).map((i) => i.recipe.title)).toEqual(['Whole']);
    expect(read.failures).toEqual([
      { origin: 'broken.json', reason: 'broken.json is damaged: it is not readable JSON' },
    ]);
    const paprika = readCollection({
      name: 'p.zip',
      bytes: zipOf({ 'bad.paprikarecipe': paprikaRecipeRaw('{"name": ') }),
    });
    expect(paprika.failures[0]?.reason).toBe('bad.paprikarecipe is damaged: its recipe is not readable JSON');
  });

  it('leaves out photos over 5MB or 40 megapixels, keeping the recipe', () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pngPhoto(), 0);
    const read = readCollection({
      name: 'export.zip',
      bytes: zipOf({
        'a.json': JSON.stringify({ '@type': 'Recipe', name: 'Heavy photo', image: 'a.png' }),
        'a.png': big,
        'b.json': JSON.stringify({ '@type': 'Recipe', name: 'Vast photo', image: 'b.png' }),
        'b.png': pngPhoto(10_000, 5_000),
      }),
    });
    const [heavy, vast] = recipesOf(read);
    expect(heavy?.photo).toBeNull();
    expect(heavy?.warnings).toEqual(['The photo a.png is larger than 5MB, so it was left out']);
    expect(vast?.photo).toBeNull();
    expect(vast?.warnings).toEqual(['The photo b.png is larger than 40 megapixels, so it was left out']);
  });

  it('reads text that is not UTF-8: Windows-1252 spreadsheets and UTF-16 with a byte-order mark', () => {
    const latin = new Uint8Array(Buffer.from('Title,Ingredients\nCrème brûlée,"crème fraîche"\n', 'latin1'));
    expect(recipesOf(readCollection({ name: 'r.csv', bytes: latin }))[0]?.recipe).toMatchObject({
      title: 'Crème brûlée',
      ingredients: 'crème fraîche',
    });
    const utf16 = new Uint8Array(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Title,Ingredients\nPâté,foie\n', 'utf16le')]),
    );
    expect(recipesOf(readCollection({ name: 'r.csv', bytes: utf16 }))[0]?.recipe.title).toBe('Pâté');
  });

  it('keeps two recipes that share a title, and imports a word-for-word repeat once', () => {
    const read = readCollection({
      name: 'export.paprikarecipes',
      bytes: paprikaExport([
        { name: 'Soup', ingredients: 'leeks' },
        { name: 'Soup', ingredients: 'tomatoes' },
        { name: 'Soup', ingredients: 'leeks' },
      ]),
    });
    expect(recipesOf(read).map((i) => i.recipe.ingredients)).toEqual(['leeks', 'tomatoes']);
    expect(read.duplicates).toEqual([
      {
        origin: 'Soup 2.paprikarecipe',
        reason: 'The same recipe as Soup.paprikarecipe, so it is imported once',
      },
    ]);
  });

  it('refuses a file that is none of the formats, and an archive with nothing to read', () => {
    expect(refusal(() => readCollection({ name: 'photo.png', bytes: pngPhoto() }))).toBe(UNRECOGNISED);
    expect(refusal(() => readCollection({ name: 'x.zip', bytes: zipOf({ 'a.txt': 'hello' }) }))).toBe(
      UNRECOGNISED,
    );
    expect(
      refusal(() => readCollection({ name: 'damaged.zip', bytes: strToU8('PK\u0003\u0004garbage') })),
    ).toBe('The archive is damaged or empty');
  });

  it('fails an item the recipe form would refuse, with the form’s reason', () => {
    const read = readCollection({
      name: 'p.paprikarecipes',
      bytes: paprikaExport([{ name: 'T'.repeat(201) }, { name: '   ' }]),
    });
    expect(read.failures.map((f) => f.reason)).toEqual([
      'Title must be 200 characters or fewer',
      'The recipe has no title',
    ]);
  });
});

function paprikaRecipeRaw(json: string): Uint8Array {
  return gzipSync(strToU8(json));
}
