import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** How a toggle looks: always (`base`), then pressed (`on`) or not (`off`). */
export type ToggleLook = { base: string; on: string; off: string };

/** A button that stays pressed (aria-pressed) while its choice is the one in force. */
export function ToggleButton({
  look,
  pressed,
  onClick,
  children,
}: {
  look: ToggleLook;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(look.base, pressed ? look.on : look.off)}
    >
      {children}
    </button>
  );
}
