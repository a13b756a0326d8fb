import { describe, expect, it } from 'vitest';
import { type ShapeName, shapeImage, shapes } from './shape-icon';

type IconData = { node: [string, Record<string, string>][] };

/** The drawing as the installed lucide-react ships it (each icon module's data, attributes in its order). */
async function lucideDrawing(name: ShapeName): Promise<string> {
  const module = (await import(`lucide-react/icons/${name}`)) as unknown as { __iconData: IconData };
  return module.__iconData.node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ');
      return `<${tag} ${written}/>`;
    })
    .join('');
}

describe('shape icons', () => {
  it.each(Object.keys(shapes) as ShapeName[])('draws %s as the installed Lucide does', async (name) => {
    expect(shapes[name]).toBe(await lucideDrawing(name));
  });

  it('is an SVG image for a mask: strokes in black, filled only when asked', () => {
    const outline = decodeURIComponent(shapeImage('star'));
    expect(outline).toMatch(/^url\("data:image\/svg\+xml,<svg /);
    expect(outline).toContain('fill="none" stroke="black"');
    expect(outline).toContain(shapes.star);
    expect(decodeURIComponent(shapeImage('star', true))).toContain('fill="black" stroke="black"');
  });
});
