import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'type' | 'role' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch (role switch; name it with a <Label htmlFor> or aria-label): a button that says whether
 * it is on, as the WAI-ARIA switch pattern asks (Space and Enter toggle it, as a button). Our own rather
 * than Radix's, which measures itself on mount (a forced layout, issue 35) for a hidden form input no
 * Hearth form reads.
 */
export function Switch({ className, checked = false, onCheckedChange, onClick, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-cream-300 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
        'data-[state=checked]:bg-sage-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        aria-hidden="true"
        data-state={checked ? 'checked' : 'unchecked'}
        className="block size-5.5 translate-x-0.75 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.75"
      />
    </button>
  );
}
