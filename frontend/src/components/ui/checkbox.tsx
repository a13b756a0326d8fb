import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox: the browser's own (role checkbox, a click on its <Label htmlFor> toggles it, Space too),
 * drawn in Hearth's style. Native rather than Radix's: Radix measures each checkbox on mount (a forced
 * layout per box, most of the recipe page's and the list's first-render layout work, issue 35).
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5.5 shrink-0', className)}>
      <input
        type="checkbox"
        className={cn(
          'peer size-full cursor-pointer appearance-none rounded-md border-2 border-terracotta-300 bg-white transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
          'checked:border-sage-600 checked:bg-sage-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
      />
    </span>
  );
}
