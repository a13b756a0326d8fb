import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The parts of a household list drawn in groups: the shopping list by aisle, the pantry by place.

/** The list's count, said again to screen readers as it changes, and the list's actions beside it. */
export function ItemsHeader({ count, children }: { count: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p aria-live="polite" className="me-auto text-lg font-semibold text-ink">
        {count}
      </p>
      {children}
    </div>
  );
}

/** The items by group (`order`: the aisles, the places), in that order, leaving out the groups without any. */
export function groupsOf<Key extends string, Item>(
  order: readonly Key[],
  items: readonly Item[],
  keyOf: (item: Item) => Key,
) {
  return order
    .map((key) => ({ key, items: items.filter((item) => keyOf(item) === key) }))
    .filter((group) => group.items.length > 0);
}

/** One group: a card with its heading, and its rows in a list named the same. */
export function ItemGroup({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Extra classes for the card (the shopping list's print layout). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-3xl border border-cream-300/70 bg-white/80 px-5 py-4 shadow-sm', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-terracotta-900">
        {title}
      </h2>
      <ul aria-label={title} className="divide-y divide-cream-200">
        {children}
      </ul>
    </section>
  );
}

/** A row's icon-only action (edit, remove), named for the row it acts on. */
export function ItemAction({
  icon: Icon,
  label,
  ...props
}: ButtonProps & { icon: LucideIcon; label: string }) {
  return (
    <Button variant="ghost" size="icon" className="size-9" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
