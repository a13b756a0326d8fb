import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

// Lucide's drawings (ISC licence, lucide.dev) of the icons every recipe card repeats, kept as SVG text
// (shape-icon.test.ts holds them to the installed lucide-react's). As <svg> elements they were most of
// Home's page: three to six elements an icon, some 600 of its 1,000, and SVG elements are the dearest
// for the browser to style (a full style recalculation of Home took 10 ms, 2.5 ms without them: issue
// 19's blocking time and Home's first cards, issue 20). Drawn here, an icon is one element.
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

/** The drawing as a CSS image: Lucide's strokes (and, filled, its insides) in black, for a mask. */
export function shapeImage(name: ShapeName, filled = false): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? 'black' : 'none'}" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes[name]}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** One image string per drawing, so every card's icon shares it. */
const images = new Map<string, CSSProperties>();
function imageStyle(name: ShapeName, filled: boolean): CSSProperties {
  const key = `${name}${filled ? ' filled' : ''}`;
  let style = images.get(key);
  if (!style) {
    style = { '--shape-icon': shapeImage(name, filled) } as CSSProperties;
    images.set(key, style);
  }
  return style;
}

/**
 * A decorative icon in the text's colour (hidden from assistive technology: a button that shows only
 * an icon names itself, as every card button does). Sized by className, like Lucide's.
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
  return <span aria-hidden="true" className={cn('shape-icon', className)} style={imageStyle(name, filled)} />;
}
