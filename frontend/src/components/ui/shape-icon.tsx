import { cn } from '@/lib/cn';

// Lucide's drawings (ISC licence, lucide.dev) of the icons every recipe card repeats, kept as SVG text
// (shape-icon.test.ts holds them to the installed lucide-react's). As Lucide's <svg> elements they
// were most of Home's page: three to six elements an icon, some 600 of its 1,000, and SVG elements are
// the dearest for the browser to style (a full style recalculation of Home took 10 ms, 2.5 ms without
// them: issue 19's blocking time and Home's first cards, issue 20). Here an icon is one <svg> with one
// <path>: every stroke of the drawing joined into one outline (shapePath).
//
// Not a CSS mask of the drawing as an SVG image, one element an icon, as they were for a while: each
// distinct SVG image is a document of its own, which the browser builds while styling the first card
// that shows it, so a cold start of the page spent ~25 ms (Lighthouse's trace of Home: five SVG
// documents inside one style recalculation of 108 elements; 2.6 ms without) in its first frame of cards.
export const shapes = {
  'cooking-pot':
    '<path d="M2 12h20"/><path d="M20 12v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8"/><path d="m4 8 16-4"/><path d="m8.86 6.78-.45-1.81a2 2 0 0 1 1.45-2.43l1.94-.48a2 2 0 0 1 2.43 1.46l.45 1.8"/>',
  clock: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  'share-2':
    '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><line x1="8.59" x2="15.42" y1="13.51" y2="17.49"/><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"/>',
  'sticky-note':
    '<path d="M21 9a2.4 2.4 0 0 0-.706-1.706l-3.588-3.588A2.4 2.4 0 0 0 15 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2z"/><path d="M15 3v5a1 1 0 0 0 1 1h5"/>',
  trash:
    '<path d="M10 11v6"/><path d="M14 11v6"/><path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"/><path d="M3 6h18"/><path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"/>',
} as const;

export type ShapeName = keyof typeof shapes;

/** The numbers of a path's data or an attribute, in order ("m8.86 6.78-.45-1.81" has four). */
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

/**
 * A path's data as part of a longer one: a path's first command, when a relative moveto, counts from
 * the origin, but joined after another subpath it would count from where that one ended; so it becomes
 * an absolute moveto, and the coordinate pairs that follow it (implicit relative linetos) a lineto.
 */
function standalone(d: string): string {
  const lead = /^\s*m\s*/.exec(d);
  if (!lead) return d;
  const rest = d.slice(lead[0].length);
  NUMBER.lastIndex = 0;
  const x = NUMBER.exec(rest);
  const y = x && NUMBER.exec(rest);
  if (!x || !y) return d;
  const after = rest.slice(NUMBER.lastIndex).trimStart();
  const more = after.length > 0 && !/^[a-z]/i.test(after);
  return `M${x[0]} ${y[0]}${more ? ` l${after}` : after}`;
}

/** Lucide's drawing as one path's data: each <path> as it is, each <circle> as two arcs, each <line>. */
export function shapePath(name: ShapeName): string {
  const parts: string[] = [];
  for (const [, tag, written] of shapes[name].matchAll(/<(\w+) ([^>]*?)\/>/g)) {
    const attributes = Object.fromEntries(
      [...(written ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    ) as Record<string, string>;
    const n = (key: string) => Number(attributes[key]);
    if (tag === 'path') parts.push(standalone(attributes.d ?? ''));
    else if (tag === 'circle') {
      const [cx, cy, r] = [n('cx'), n('cy'), n('r')];
      parts.push(`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`);
    } else if (tag === 'line') parts.push(`M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`);
    else throw new Error(`shape ${name}: no path for <${tag}>`);
  }
  return parts.join('');
}

/** Each drawing's path, joined once, on first use. */
const paths = new Map<ShapeName, string>();
function pathOf(name: ShapeName): string {
  let d = paths.get(name);
  if (d === undefined) {
    d = shapePath(name);
    paths.set(name, d);
  }
  return d;
}

/**
 * A decorative icon in the text's colour (hidden from assistive technology: a button that shows only
 * an icon names itself, as every card button does), drawn as Lucide draws it. Sized by className.
 */
export function ShapeIcon({
  name,
  filled = false,
  className,
}: {
  name: ShapeName;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      className={cn('shrink-0', className)}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={pathOf(name)} />
    </svg>
  );
}
