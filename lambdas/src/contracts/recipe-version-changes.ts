// What changed between two versions of a recipe, and a version rebuilt from its changes (issue 39).
// One source for both sides: the server stores these changes with each edit, and the History screen
// compares any two versions with the same function. Lines are compared with jsdiff (diffArrays).
import { diffArrays } from 'diff';
import type { FieldChange, LineOp, VersionState } from './recipe-versions.js';
import { VERSIONED_TEXT_FIELDS, VERSIONED_VALUE_FIELDS } from './version-fields.js';

export { snapshotOf } from './version-fields.js';

/** A text field as lines; no text is no lines. */
export const linesOf = (text: string | null): string[] => (text ? text.split('\n') : []);
const textOf = (lines: string[]): string | null => (lines.length > 0 ? lines.join('\n') : null);

/** The line operations that turn `before` into `after`: kept lines by count, changed ones in full. */
export function lineOps(before: string | null, after: string | null): LineOp[] {
  return diffArrays(linesOf(before), linesOf(after)).map((part) =>
    part.added ? { add: part.value } : part.removed ? { remove: part.value } : { keep: part.count },
  );
}

/** Every versioned field that differs, in a fixed order; empty when nothing versioned changed. */
export function changesBetween(before: VersionState, after: VersionState): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of VERSIONED_VALUE_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, from: before[field], to: after[field] });
  }
  for (const field of VERSIONED_TEXT_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, lines: lineOps(before[field], after[field]) });
  }
  return changes;
}

/** Applies line operations; throws when they do not fit the text (a history that does not chain). */
function applyLines(text: string | null, ops: LineOp[]): string | null {
  const old = linesOf(text);
  const out: string[] = [];
  let at = 0;
  for (const op of ops) {
    if ('keep' in op) {
      out.push(...old.slice(at, at + op.keep));
      at += op.keep;
    } else if ('remove' in op) {
      at += op.remove.length;
    } else out.push(...op.add);
  }
  if (at !== old.length) throw new Error('These changes do not follow from that version');
  return textOf(out);
}

/** The version after `changes`, from the one before them. */
export function applyChanges(state: VersionState, changes: FieldChange[]): VersionState {
  const next: VersionState = { ...state };
  for (const change of changes) {
    if ('lines' in change) next[change.field] = applyLines(state[change.field], change.lines);
    else (next as Record<string, unknown>)[change.field] = change.to;
  }
  return next;
}
