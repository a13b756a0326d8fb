import type { LucideIcon } from 'lucide-react';

/** An empty tab: a title and one line saying what to do next. */
export function CommunityEmptyState({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/60 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mb-4 size-10 text-terracotta-400" />
      <h2 className="text-xl font-semibold text-terracotta-900">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{hint}</p>
    </div>
  );
}
