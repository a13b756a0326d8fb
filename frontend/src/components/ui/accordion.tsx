import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('overflow-hidden rounded-2xl border border-cream-300 bg-white/85 shadow-sm', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="m-0">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex w-full cursor-pointer items-center gap-3 px-5 py-4 text-left font-display text-lg font-semibold text-terracotta-900',
          'hover:bg-terracotta-50/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-terracotta-600',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 shrink-0 text-terracotta-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden data-[state=closed]:animate-slide-up data-[state=open]:animate-slide-down"
      {...props}
    >
      <div className={cn('space-y-3 px-5 pb-5 text-[0.95rem] leading-relaxed text-ink', className)}>
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
