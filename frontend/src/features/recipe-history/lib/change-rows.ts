// How a version's change reads (issue 39): a text field's line operations as rows a person follows
// (unchanged lines folded, a removed line followed by an added one shown as one changed line with the
// words that changed marked, by jsdiff's diffWords), and a single value as before → after.

import type { FieldChange, LineOp, VersionedField } from '@contracts/recipe-versions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { diffWords } from 'diff';
import { i18n } from '@/lib/i18n/runtime';

export type WordPart = { text: string; mark: 'same' | 'removed' | 'added' };

export type ChangeRow =
  | { kind: 'same'; count: number }
  | { kind: 'removed'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'changed'; words: WordPart[] };

export const FIELD_LABELS: Record<VersionedField, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  ingredients: msg`Ingredients`,
  instructions: msg`Steps`,
  servings: msg`Servings`,
  prepTime: msg`Prep time`,
  cookTime: msg`Cook time`,
  imageUrl: msg`Photo`,
  sourceUrl: msg`Source`,
  videoUrl: msg`Video`,
};

/** A field's name in the reader's language. */
export const fieldLabel = (field: VersionedField) => i18n._(FIELD_LABELS[field]);

/** The words of `before` and `after`, each marked as kept, removed or added. */
export function wordParts(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    mark: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** A text field's line operations as rows: a removal followed by an addition pairs up line by line. */
export function changeRows(ops: LineOp[]): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (let i = 0; i < ops.length; i += 1) {
    const op = ops[i] as LineOp;
    if ('keep' in op) {
      rows.push({ kind: 'same', count: op.keep });
    } else if ('remove' in op) {
      const next = ops[i + 1];
      const added = next && 'add' in next ? next.add : [];
      if (added.length > 0) i += 1;
      const paired = Math.min(op.remove.length, added.length);
      for (let line = 0; line < paired; line += 1)
        rows.push({ kind: 'changed', words: wordParts(op.remove[line] ?? '', added[line] ?? '') });
      for (const text of op.remove.slice(paired)) rows.push({ kind: 'removed', text });
      for (const text of added.slice(paired)) rows.push({ kind: 'added', text });
    } else {
      for (const text of op.add) rows.push({ kind: 'added', text });
    }
  }
  return rows;
}

/** A single value as people read it (minutes, servings, an address; "none" when empty). */
export function valueText(field: VersionedField, value: string | number | null): string {
  if (value === null || value === '') return i18n._(msg`none`);
  if (field === 'prepTime' || field === 'cookTime') return i18n._(msg`${value} min`);
  if (field === 'imageUrl') return i18n._(msg`a photo`);
  return String(value);
}

/** The change in one sentence, for the version's summary line ("Ingredients, Servings"). */
export const changedFields = (changes: FieldChange[]) => changes.map((change) => fieldLabel(change.field));
