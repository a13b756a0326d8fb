// A scanned recipe as a cook's scanner makes it: each page a picture of printed lines, no text layer,
// in a PDF (pdf-lib). Drawn here (@napi-rs/canvas, a bundled font) so nothing binary is committed; the
// integration and browser tests of long imports read it through the local stand-in for Textract.
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(
  require.resolve('@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2'),
  'Scanned Print',
);

export interface ScannedRecipe {
  title: string;
  ingredients: string[];
  steps: string[];
}

/** Grandma's three-page card: the title and ingredients, then the method over two more pages. */
export const threePageRecipe: ScannedRecipe = {
  title: 'Sunday Chicken Pie',
  ingredients: [
    '2 cups cooked chicken, diced',
    '1 cup frozen peas',
    '2 carrots, sliced',
    '1 onion, chopped',
    '3 tablespoons butter',
    '1/3 cup flour',
    '2 cups chicken stock',
    '1 sheet puff pastry',
  ],
  steps: [
    'Heat the oven to 200 degrees.',
    'Soften the onion and carrots in the butter.',
    'Stir in the flour and cook for one minute.',
    'Whisk in the stock and simmer until thick.',
    'Add the chicken and peas and pour into a pie dish.',
    'Cover with the pastry and brush with milk.',
    'Bake for 30 minutes until golden.',
  ],
};

/** The lines of each page: title and ingredients; the first steps; the rest. */
function pagesOf(recipe: ScannedRecipe): string[][] {
  const steps = recipe.steps.map((step, i) => `${i + 1}. ${step}`);
  const half = Math.ceil(steps.length / 2);
  return [
    [recipe.title, '', 'Ingredients', ...recipe.ingredients],
    ['Method', ...steps.slice(0, half)],
    steps.slice(half),
  ];
}

/**
 * A page as a scanner stores it: a JPEG, encoded off the main thread (@napi-rs/canvas's encode runs on
 * libuv's pool), so drawing never stalls the caller's open connections.
 */
function pageJpeg(lines: string[], title: boolean): Promise<Buffer> {
  const canvas = createCanvas(1240, 1754); // A4 at 150 dpi
  const context = canvas.getContext('2d');
  context.fillStyle = '#fbf8f1';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1d1a16';
  let y = 160;
  lines.forEach((line, index) => {
    const size = title && index === 0 ? 56 : /^(Ingredients|Method)$/.test(line) ? 42 : 34;
    context.font = `${size}px "Scanned Print"`;
    if (line) context.fillText(line, 110, y);
    y += size * 1.7;
  });
  return canvas.encode('jpeg', 92);
}

/** The recipe as an image-only PDF of three pages. */
export async function scannedPdf(recipe: ScannedRecipe = threePageRecipe): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const [index, lines] of pagesOf(recipe).entries()) {
    // pdf-lib embeds a JPEG as it is (a PNG it would decode and deflate again on this thread).
    const image = await pdf.embedJpg(await pageJpeg(lines, index === 0));
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}
