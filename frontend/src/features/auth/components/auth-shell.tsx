import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { Brand } from '@/components/layout/brand';
import { useDocumentTitle } from '@/hooks/use-document-title';

type AuthShellProps = { title: string; description: ReactNode; children: ReactNode };

/** The /auth frame: a warm welcome panel beside the form on wide screens, stacked on phones. */
export function AuthShell({ title, description, children }: AuthShellProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <aside className="relative hidden overflow-hidden bg-terracotta-700 px-12 py-10 text-cream-50 lg:flex lg:w-[44%] lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute -end-24 -bottom-24 size-96 rounded-full bg-terracotta-600/60 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -top-16 -start-10 size-72 rounded-full bg-terracotta-800/50 blur-2xl"
        />
        <div className="relative">
          <Brand tone="light" />
        </div>
        <div className="relative mt-auto max-w-md space-y-5 pb-8">
          <p className="font-display text-4xl leading-tight font-medium">
            <Trans>Grandma's soup, Dad's Sunday pancakes, the cake everyone asks for.</Trans>
          </p>
          <p className="text-lg text-terracotta-100">
            <Trans>
              Keep your family's recipes in one warm place, plan the week's meals, and cook them together.
            </Trans>
          </p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col items-center px-5 py-8 sm:px-8 lg:justify-center">
        <div className="mb-8 self-start sm:self-center lg:hidden">
          <Brand />
        </div>
        <div className="w-full max-w-md">
          <div className="rounded-3xl border border-cream-300/80 bg-white/90 p-6 shadow-xl shadow-terracotta-900/5 sm:p-8">
            <header className="mb-6 space-y-2">
              <h1 className="text-3xl font-semibold tracking-tight text-terracotta-900">{title}</h1>
              <p className="text-ink-muted">{description}</p>
            </header>
            {children}
          </div>
          <div className="mt-5 flex justify-center">
            <LanguagePicker />
          </div>
        </div>
      </main>
    </div>
  );
}
