import type { DocumentImportView } from '@contracts/extraction';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Circle, CircleAlert, CircleCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { importSteps, type StepState } from '../lib/import-steps';

const STATE_TEXT: Record<StepState, MessageDescriptor> = {
  done: msg`done`,
  current: msg`in progress`,
  waiting: msg`to come`,
  failed: msg`stopped`,
};

function StepIcon({ state }: { state: StepState }) {
  if (state === 'current') return <Spinner className="size-4 text-terracotta-700" />;
  if (state === 'done') return <CircleCheck aria-hidden="true" className="size-4 text-sage-600" />;
  if (state === 'failed') return <CircleAlert aria-hidden="true" className="size-4 text-red-700" />;
  return <Circle aria-hidden="true" className="size-4 text-ink-muted" />;
}

/**
 * A long import's steps as they happen (issue 33): the list is read as it changes (the screen's own
 * live region announces the current step), and it says the cook need not wait here.
 */
export function ImportSteps({ job }: { job: DocumentImportView }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-2 rounded-2xl bg-white/70 p-4 ring-1 ring-cream-300">
      <ol aria-label={t`Import steps`} className="space-y-1.5">
        {importSteps(job).map((step) => (
          <li
            key={step.label}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              step.state === 'waiting' ? 'text-ink-muted' : 'font-medium text-ink',
            )}
          >
            <StepIcon state={step.state} />
            <span>{step.label}</span>
            <span className="sr-only">({i18n._(STATE_TEXT[step.state])})</span>
          </li>
        ))}
      </ol>
      {job.status === 'reading' ? (
        <p className="text-xs text-ink-muted">
          <Trans>
            This can take a minute. You can close this window: the import carries on, and Home shows it when
            it is ready to review.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
