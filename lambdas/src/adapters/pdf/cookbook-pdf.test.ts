// The cookbook PDF read back with pdfjs: the pages it says it has, a contents page naming every
// recipe with the page it starts on, that page opening with the recipe, long recipes running on.
import { describe, expect, it } from 'vitest';
import { pngPhoto } from '../../../../test/support/collection-files.js';
import type { CookbookRecipe } from '../../domain/cookbooks/ports.js';
import { cookbookPdf, printable } from './cookbook-pdf.js';
import { loadPdfjs } from './pdf-text.js';

const recipe = (title: string, extra: Partial<CookbookRecipe> = {}): CookbookRecipe => ({
  title,
  description: null,
  facts: 'Serves 4 · Prep 10 min',
  ingredients: ['Sauce:', '2 cups flour', '1 egg'],
  steps: ['Mix.', 'Bake.'],
  notes: null,
  sourceUrl: null,
  photo: null,
  ...extra,
});

async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

describe('the cookbook PDF', () => {
  it('has a cover, a contents page whose page numbers open each recipe, and one recipe a page', async () => {
    const long = recipe('Feast for forty', {
      ingredients: Array.from({ length: 70 }, (_, i) => `${i + 1} handfuls of something good`),
    });
    const book = await cookbookPdf.render({
      title: 'The Okafor family cookbook',
      subtitle: '3 recipes · November 2026',
      recipes: [
        recipe('Jollof rice', { photo: { contentType: 'image/png', bytes: pngPhoto(40, 30) } }),
        long,
        recipe('Puff-puff', { description: 'Fried dough, for Sundays', notes: 'Dust with sugar.' }),
      ],
    });
    const pages = await pagesText(book.bytes);
    expect(book.pageCount).toBe(pages.length);
    expect(book.contents.map((entry) => entry.title)).toEqual([
      'Jollof rice',
      'Feast for forty',
      'Puff-puff',
    ]);
    expect(book.contents.map((entry) => entry.page)).toEqual([3, 4, 6]);
    expect(pages.length).toBe(6);
    expect(pages[0]).toContain('The Okafor family cookbook');
    expect(pages[0]).toContain('3 recipes · November 2026');
    expect(pages[1]).toContain('Contents');
    for (const entry of book.contents) {
      expect(pages[1]).toContain(entry.title);
      expect(pages[entry.page - 1]).toContain(entry.title);
    }
    expect(pages[3]).toContain('Ingredients');
    expect(pages[4]).toContain('Feast for forty (continued)');
    expect(pages[5]).toMatch(/1\. Mix\..*2\. Bake\./);
    expect(pages[5]).toContain('Dust with sugar.');
    expect(Buffer.from(book.bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('spreads a long contents over more pages', async () => {
    const recipes = Array.from({ length: 45 }, (_, i) => recipe(`Recipe ${i + 1}`));
    const book = await cookbookPdf.render({ title: 'Many', subtitle: '45 recipes', recipes });
    const pages = await pagesText(book.bytes);
    expect(book.pageCount).toBe(1 + 2 + 45);
    expect(book.contents[0]?.page).toBe(4);
    expect(book.contents[44]?.page).toBe(48);
    expect(pages[2]).toContain('Recipe 45');
    expect(pages[47]).toContain('Recipe 45');
  });

  it('spells what the standard fonts lack, and draws the rest as "?"', () => {
    expect(printable('⅓ cup crème fraîche – 2½ tbsp')).toBe('1/3 cup crème fraîche – 2½ tbsp');
    expect(printable('ăn phở 🍜')).toBe('an pho ?');
  });
});
