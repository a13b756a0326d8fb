import type { FieldChange } from '@contracts/recipe-versions';
import { changeRows, FIELD_LABELS, valueText, type WordPart } from '../lib/change-rows';

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

function TextChange({ change }: { change: Extract<FieldChange, { lines: unknown }> }) {
  const rows = changeRows(change.lines);
  return (
    <ul className="space-y-1 font-mono text-sm" aria-label={`${FIELD_LABELS[change.field]} changes`}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are derived from a saved version and never reorder
        <li key={index} className="leading-relaxed">
          {row.kind === 'same' ? (
            <span className="text-ink-muted">
              {row.count} unchanged line{row.count === 1 ? '' : 's'}
            </span>
          ) : row.kind === 'removed' ? (
            <>
              <span className="sr-only">Removed line: </span>
              <del className={removedClass}>{row.text || ' '}</del>
            </>
          ) : row.kind === 'added' ? (
            <>
              <span className="sr-only">Added line: </span>
              <ins className={addedClass}>{row.text || ' '}</ins>
            </>
          ) : (
            <>
              <span className="sr-only">Changed line: </span>
              <Words words={row.words} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a version changed, field by field. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="text-ink-muted">No differences.</p>;
  return (
    <dl className="space-y-3">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="font-semibold text-terracotta-900">{FIELD_LABELS[change.field]}</dt>
          <dd className="mt-1">
            {'lines' in change ? (
              <TextChange change={change} />
            ) : (
              <p>
                <del className={removedClass}>{valueText(change.field, change.from)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <ins className={addedClass}>{valueText(change.field, change.to)}</ins>
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
