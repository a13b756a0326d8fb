import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';

type PageHeaderProps = {
  title: string;
  back: { to: string; label: string };
  /** Buttons at the end of the bar (dialogs, toggles): the right, or the left right to left. */
  actions?: ReactNode;
  /** Match the width of a narrow page body, e.g. 'max-w-3xl'. */
  width?: string;
};

/** The sticky top bar of every inner screen: a back link, the screen title and its actions. */
export function PageHeader({ title, back, actions, width = 'max-w-6xl' }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="sticky top-0 z-30 border-b border-cream-300/70 bg-cream-100/95 print:static print:border-0 print:bg-transparent">
      <div className={cn('mx-auto flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6', width)}>
        <Link to={back.to} className={cn(buttonClasses('ghost', 'sm'), '-ms-2 print:hidden')}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {back.label}
        </Link>
        <h1 className="order-last w-full text-2xl font-semibold tracking-tight text-terracotta-900 sm:order-none sm:w-auto sm:text-3xl">
          {title}
        </h1>
        {actions ? (
          <div className="ms-auto flex flex-wrap items-center justify-end gap-2 print:hidden">{actions}</div>
        ) : null}
      </div>
    </header>
  );
}

export function PageBody({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 print:p-0', className)}>
      {children}
    </main>
  );
}
