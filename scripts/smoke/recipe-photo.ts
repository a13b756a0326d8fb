// The smoke test's photo: a printed recipe card drawn here (nothing binary is committed), large type on
// white, so any reader of text (Textract on AWS, the local stand-in) reads it at once.
import { createCanvas } from '@napi-rs/canvas';

export const PHOTO_RECIPE = {
  title: 'Smoke Test Flapjacks',
  ingredients: ['250 g rolled oats', '125 g butter', '125 g golden syrup', '50 g brown sugar'],
  method: ['Melt the butter, syrup and sugar.', 'Stir in the oats.', 'Bake for 25 minutes.'],
};

/** The card as a PNG. */
export function recipePhoto(): Uint8Array {
  const lines = [
    { text: PHOTO_RECIPE.title, size: 44 },
    { text: '', size: 20 },
    { text: 'Ingredients', size: 34 },
    ...PHOTO_RECIPE.ingredients.map((text) => ({ text, size: 30 })),
    { text: '', size: 20 },
    { text: 'Method', size: 34 },
    ...PHOTO_RECIPE.method.map((text, i) => ({ text: `${i + 1}. ${text}`, size: 30 })),
  ];
  const canvas = createCanvas(900, 80 + lines.reduce((sum, line) => sum + line.size * 1.6, 0));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  let y = 60;
  for (const line of lines) {
    context.font = `${line.size}px sans-serif`;
    if (line.text) context.fillText(line.text, 48, y);
    y += line.size * 1.6;
  }
  return new Uint8Array(canvas.toBuffer('image/png'));
}
