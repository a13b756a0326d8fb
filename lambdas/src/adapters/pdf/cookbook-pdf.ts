// The printable cookbook drawn with pdf-lib (pure JavaScript: nothing native on Lambda). Letter pages:
// a cover, the table of contents, then each recipe from a new page (its photo, title, facts,
// ingredients, method, notes), running on to more pages when it is long. Recipes are laid out first
// and only then drawn, so the contents can name the page each one starts on. The standard PDF fonts
// carry the Windows-1252 letters only: other characters are spelled in them where they can be
// (⅓ as 1/3) and shown as "?" otherwise. pdf-lib is loaded on the first cookbook, not when the
// cookbooks Lambda starts; on AWS it ships beside the bundle, not in it (infra/lib/stacks/api-access.ts).
import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type {
  CookbookContent,
  CookbookRecipe,
  CookbookRenderer,
  RenderedCookbook,
} from '../../domain/cookbooks/ports.js';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BOTTOM = MARGIN + 24;
const CONTENTS_PER_PAGE = 30;
// The palette, made with pdf-lib's rgb() once it is loaded.
let INK: Color;
let MUTED: Color;
let ACCENT: Color;

const SPELLED: Record<string, string> = {
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Text the standard fonts can draw. */
export function printable(text: string): string {
  return [...text.replace(/\t/g, ' ')]
    .map((c) => {
      if (SPELLED[c]) return SPELLED[c];
      const code = c.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)) return c;
      const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain && [...plain].every((p) => (p.codePointAt(0) ?? 0) < 0x7f) ? plain : '?';
    })
    .join('');
}

interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  title: PDFFont;
}

/** What goes on a page, placed; drawn after every recipe is laid out. */
type Mark =
  | { kind: 'text'; x: number; y: number; text: string; font: keyof Fonts; size: number; muted?: boolean }
  | { kind: 'photo'; x: number; y: number; width: number; height: number; image: PDFImage };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays one recipe out on as many pages as it needs. */
class RecipeLayout {
  readonly pages: Mark[][] = [[]];
  private y = PAGE[1] - MARGIN;

  constructor(
    private readonly fonts: Fonts,
    private readonly title: string,
  ) {}

  private get page(): Mark[] {
    return this.pages[this.pages.length - 1] as Mark[];
  }

  private room(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.pages.push([]);
    this.y = PAGE[1] - MARGIN;
    this.text(`${this.title} (continued)`, 'bold', 11, { muted: true });
    this.y -= 6;
  }

  text(text: string, font: keyof Fonts, size: number, options: { indent?: number; muted?: boolean } = {}) {
    const indent = options.indent ?? 0;
    for (const line of wrap(text, this.fonts[font], size, WIDTH - indent)) {
      this.room(size * 1.35);
      this.y -= size * 1.35;
      this.page.push({
        kind: 'text',
        x: MARGIN + indent,
        y: this.y,
        text: line,
        font,
        size,
        muted: options.muted,
      });
    }
  }

  gap(height: number): void {
    this.y -= height;
  }

  photo(image: PDFImage): void {
    const scale = Math.min(WIDTH / image.width, 250 / image.height, 1e6);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height);
    this.y -= height;
    this.page.push({ kind: 'photo', x: MARGIN + (WIDTH - width) / 2, y: this.y, width, height, image });
    this.gap(14);
  }

  section(heading: string, lines: readonly string[], numbered: boolean): void {
    if (lines.length === 0) return;
    this.gap(10);
    this.room(60);
    this.text(heading, 'bold', 13);
    this.gap(4);
    let step = 0;
    for (const line of lines) {
      if (line.endsWith(':')) {
        this.gap(4);
        this.text(line.slice(0, -1), 'bold', 11);
        continue;
      }
      this.text(numbered ? `${++step}. ${line}` : `• ${line}`, 'body', 11, { indent: 10 });
      if (numbered) this.gap(3);
    }
  }
}

async function layRecipe(doc: PDFDocument, fonts: Fonts, recipe: CookbookRecipe): Promise<Mark[][]> {
  const layout = new RecipeLayout(fonts, recipe.title);
  if (recipe.photo) {
    const image =
      recipe.photo.contentType === 'image/png'
        ? await doc.embedPng(recipe.photo.bytes)
        : await doc.embedJpg(recipe.photo.bytes);
    layout.photo(image);
  }
  layout.text(recipe.title, 'title', 22);
  if (recipe.facts) layout.text(recipe.facts, 'body', 10, { muted: true });
  if (recipe.description) {
    layout.gap(6);
    layout.text(recipe.description, 'body', 11);
  }
  layout.section('Ingredients', recipe.ingredients, false);
  layout.section('Method', recipe.steps, true);
  if (recipe.notes) layout.section('Notes', recipe.notes.split('\n').filter(Boolean), false);
  if (recipe.sourceUrl) {
    layout.gap(10);
    layout.text(`From ${recipe.sourceUrl}`, 'body', 9, { muted: true });
  }
  return layout.pages;
}

function draw(page: PDFPage, fonts: Fonts, marks: readonly Mark[]): void {
  for (const mark of marks) {
    if (mark.kind === 'photo') page.drawImage(mark.image, mark);
    else
      page.drawText(mark.text, {
        x: mark.x,
        y: mark.y,
        size: mark.size,
        font: fonts[mark.font],
        color: mark.muted ? MUTED : INK,
      });
  }
}

function footer(page: PDFPage, fonts: Fonts, number: number): void {
  const text = String(number);
  const width = fonts.body.widthOfTextAtSize(text, 9);
  page.drawText(text, { x: (PAGE[0] - width) / 2, y: MARGIN - 20, size: 9, font: fonts.body, color: MUTED });
}

function drawCover(page: PDFPage, fonts: Fonts, content: CookbookContent): void {
  page.drawRectangle({ x: 0, y: PAGE[1] - 14, width: PAGE[0], height: 14, color: ACCENT });
  let y = PAGE[1] * 0.62;
  for (const line of wrap(content.title, fonts.title, 36, WIDTH)) {
    const width = fonts.title.widthOfTextAtSize(line, 36);
    page.drawText(line, { x: (PAGE[0] - width) / 2, y, size: 36, font: fonts.title, color: INK });
    y -= 44;
  }
  const subtitle = printable(content.subtitle);
  const width = fonts.body.widthOfTextAtSize(subtitle, 14);
  page.drawText(subtitle, { x: (PAGE[0] - width) / 2, y: y - 10, size: 14, font: fonts.body, color: MUTED });
  const made = 'Made with Hearth';
  page.drawText(made, {
    x: (PAGE[0] - fonts.body.widthOfTextAtSize(made, 10)) / 2,
    y: MARGIN,
    size: 10,
    font: fonts.body,
    color: MUTED,
  });
}

function drawContents(
  page: PDFPage,
  fonts: Fonts,
  entries: RenderedCookbook['contents'],
  first: boolean,
): void {
  let y = PAGE[1] - MARGIN - 30;
  if (first) page.drawText('Contents', { x: MARGIN, y, size: 24, font: fonts.title, color: INK });
  y -= 40;
  for (const entry of entries) {
    const number = String(entry.page);
    const numberWidth = fonts.body.widthOfTextAtSize(number, 12);
    const title = wrap(entry.title, fonts.body, 12, WIDTH - numberWidth - 30)[0] ?? '';
    page.drawText(title, { x: MARGIN, y, size: 12, font: fonts.body, color: INK });
    page.drawText(number, { x: PAGE[0] - MARGIN - numberWidth, y, size: 12, font: fonts.body, color: INK });
    y -= 20;
  }
}

export const cookbookPdf: CookbookRenderer = {
  async render(content: CookbookContent): Promise<RenderedCookbook> {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    INK = rgb(0.17, 0.13, 0.1);
    MUTED = rgb(0.42, 0.36, 0.31);
    ACCENT = rgb(0.67, 0.29, 0.18);
    const doc = await PDFDocument.create();
    doc.setTitle(printable(content.title));
    doc.setCreator('Hearth');
    const fonts: Fonts = {
      body: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      title: await doc.embedFont(StandardFonts.TimesRomanBold),
    };
    const laid: Mark[][][] = [];
    for (const recipe of content.recipes) laid.push(await layRecipe(doc, fonts, recipe));
    const contentsPages = Math.max(1, Math.ceil(content.recipes.length / CONTENTS_PER_PAGE));
    let next = 2 + contentsPages;
    const contents = content.recipes.map((recipe, index) => {
      const entry = { title: recipe.title, page: next };
      next += laid[index]?.length ?? 1;
      return entry;
    });

    drawCover(doc.addPage(PAGE), fonts, content);
    for (let i = 0; i < contentsPages; i++) {
      const page = doc.addPage(PAGE);
      drawContents(page, fonts, contents.slice(i * CONTENTS_PER_PAGE, (i + 1) * CONTENTS_PER_PAGE), i === 0);
      footer(page, fonts, 2 + i);
    }
    for (const pages of laid) {
      for (const marks of pages) {
        const page = doc.addPage(PAGE);
        draw(page, fonts, marks);
        footer(page, fonts, doc.getPageCount());
      }
    }
    return { bytes: await doc.save(), pageCount: doc.getPageCount(), contents };
  },
};
