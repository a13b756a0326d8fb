import { describe, expect, it } from 'vitest';
import { type ShapeName, shapePath, shapes } from './shape-icon';

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

  it('joins a drawing into one path: paths as drawn, circles as two arcs, lines as a moveto and a lineto', () => {
    expect(shapePath('clock')).toBe('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM12 6v6l4 2');
    expect(shapePath('share-2')).toBe(
      'M15 5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z' +
        'M15 19a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM8.59 13.51L15.42 17.49M15.41 6.51L8.59 10.49',
    );
  });

  it("turns a path's leading relative moveto absolute, and the pairs after it into a relative lineto", () => {
    // Joined after another subpath, "m4 8 16-4" would start from where that one ended.
    expect(shapePath('cooking-pot')).toBe(
      'M2 12h20M20 12v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8M4 8 l16-4' +
        'M8.86 6.78 l-.45-1.81a2 2 0 0 1 1.45-2.43l1.94-.48a2 2 0 0 1 2.43 1.46l.45 1.8',
    );
    for (const name of Object.keys(shapes) as ShapeName[]) expect(shapePath(name)).toMatch(/^M/);
  });
});
