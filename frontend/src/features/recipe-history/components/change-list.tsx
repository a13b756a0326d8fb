import type { FieldChange } from '@contracts/recipe-versions';
import { plural } from '@lingui/core/macro';
import { useLingui as useLocale } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { changeRows, fieldLabel, valueText, type WordPart } from '../lib/change-rows';

const removedClass = 'rounded bg-red-50 px-0.5 text-red-800 line-through decoration-red-700';
const addedClass = 'rounded bg-sage-100 px-0.5 font-semibold text-sage-600 no-underline';

/** Words of a changed line: removed ones struck through (<del>), added ones marked (<ins>). */
function Words({ words }: { words: WordPart[] }) {
  return (
    <>
      {words.map((part, index) =>
        part.mark === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
          <del key={index} className={removedClass}>
            {part.text}
          </del>
        ) : part.mark === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
          <ins key={index} className={addedClass}>
            {part.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A row that changed: its kind said to screen readers first (the marks show it to the eye), then the row. */
function Said({ kind, children }: { kind: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="sr-only">{kind} </span>
      {children}
    </>
  );
}

function TextChange({ change }: { change: Extract<FieldChange, { lines: unknown }> }) {
  const { t } = useLingui();
  const rows = changeRows(change.lines);
  return (
    <ul className="space-y-1 font-mono text-sm" aria-label={t`${fieldLabel(change.field)} changes`}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are derived from a saved version and never reorder
        <li key={index} className="leading-relaxed">
          {row.kind === 'same' ? (
            <span className="text-ink-muted">
              {plural(row.count, { one: '# unchanged line', other: '# unchanged lines' })}
            </span>
          ) : row.kind === 'removed' ? (
            <Said kind={<Trans>Removed line:</Trans>}>
              <del className={removedClass}>{row.text || ' '}</del>
            </Said>
          ) : row.kind === 'added' ? (
            <Said kind={<Trans>Added line:</Trans>}>
              <ins className={addedClass}>{row.text || ' '}</ins>
            </Said>
          ) : (
            <Said kind={<Trans>Changed line:</Trans>}>
              <Words words={row.words} />
            </Said>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a version changed, field by field. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  useLocale(); // redraws in a new language (its words come from i18n, not the hook)
  if (changes.length === 0)
    return (
      <p className="text-ink-muted">
        <Trans>No differences.</Trans>
      </p>
    );
  return (
    <dl className="space-y-3">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="font-semibold text-terracotta-900">{fieldLabel(change.field)}</dt>
          <dd className="mt-1">
            {'lines' in change ? (
              <TextChange change={change} />
            ) : (
              <p>
                <del className={removedClass}>{valueText(change.field, change.from)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">
                  {' '}
                  <Trans>changed to</Trans>{' '}
                </span>
                <ins className={addedClass}>{valueText(change.field, change.to)}</ins>
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
