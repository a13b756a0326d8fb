import { describe, expect, it } from 'vitest';
import { LOADER_CIRCLE } from './spinner';

type IconData = { node: [string, Record<string, string>][] };

describe('the spinner', () => {
  it('draws loader-circle as the installed Lucide does', async () => {
    const module = (await import('lucide-react/icons/loader-circle')) as unknown as { __iconData: IconData };
    expect(module.__iconData.node.map(([tag, { d }]) => ({ tag, d }))).toEqual([
      { tag: 'path', d: LOADER_CIRCLE },
    ]);
  });
});
