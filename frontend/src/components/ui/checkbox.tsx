import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A Radix checkbox (role checkbox); name it with a <Label htmlFor> or aria-label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'flex size-5.5 shrink-0 cursor-pointer items-center justify-center rounded-md border-2 border-terracotta-300 bg-white transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
        'data-[state=checked]:border-sage-600 data-[state=checked]:bg-sage-600 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden="true" strokeWidth={3} className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
