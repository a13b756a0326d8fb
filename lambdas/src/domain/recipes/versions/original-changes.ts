// A variant takes in its original's later changes, line by line (issue 39). What the original changed
// from the version the variant has of it (made from, or last took changes from) to its newest is cut
// into changes a person decides on one by one: each changed line of a text field (a run of lines added
// or removed where the counts differ), and each single value. Each is placed in the variant's own text
// by its lines, not by their numbers (the variant has its own edits): a removed or changed line where
// the variant still has it (the nearest place), an added one after the line that preceded it. A change
// whose lines the variant changed itself does not fit and cannot be taken. Taking some is an edit of the
// variant made on the version the owner was shown (updateRecipe's expectedVersion: a change made since
// is never overwritten, 409), which moves the variant's origin to the original's newest version, so the
// changes left are not offered again.
import { changesBetween, lineOps, linesOf } from '../../../contracts/recipe-version-changes.js';
import {
  type OfferedChange,
  type OriginalChanges,
  snapshotOf,
  type TakeOriginalChangesRequest,
  VERSIONED_TEXT_FIELDS,
  type VersionedTextField,
  type VersionState,
} from '../../../contracts/recipe-versions.js';
import type { RecipeDetail } from '../../../contracts/recipe-views.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { badRequest, conflict, notFound } from '../../../shared/errors.js';
import { mediaFileOf } from '../../media/recipe-media.js';
import { canView, type RecipeViewer, recipeNotFound, requireOwner } from '../use-cases/access.js';
import type { Clock } from '../use-cases/repositories.js';
import { updateRecipe } from '../use-cases/update-recipe.js';
import { type HistoryRepos, versionOf } from './read-version.js';

type Viewer = Exclude<RecipeViewer, string>;
type UpdateRepos = Parameters<typeof updateRecipe>[0];

export const NOT_A_VARIANT = 'This recipe is not a version of another recipe';
export const ORIGINAL_GONE = 'The recipe this is a version of is no longer there';
export const VARIANT_CHANGED = 'Your recipe changed since you looked at the changes. Look at them again.';
export const ORIGINAL_CHANGED_AGAIN =
  'The original changed again since you looked. Look at its changes again.';
export const UNKNOWN_CHANGE = 'That is not one of the changes of the original';
export const DOES_NOT_FIT = 'That change no longer fits your recipe: its lines changed in your version too';

/** A change of a text field: where it was in the original's version the variant has. */
interface LineChange {
  id: string;
  field: VersionedTextField;
  /** Index in the old lines of the first removed line, or where the added lines go. */
  at: number;
  /** The old line before it (null at the top), which places an addition. */
  after: string | null;
  /** How many lines the old text had (an addition at its end goes at the end). */
  of: number;
  remove: string[];
  add: string[];
}

/** A text field's changes, a changed line each where as many lines were removed as added. */
export function lineChanges(
  field: VersionedTextField,
  before: string | null,
  after: string | null,
): LineChange[] {
  const old = linesOf(before);
  const changes: LineChange[] = [];
  const push = (at: number, remove: string[], add: string[]) =>
    changes.push({
      id: `${field}:${changes.length}`,
      field,
      at,
      after: old[at - 1] ?? null,
      of: old.length,
      remove,
      add,
    });
  const ops = lineOps(before, after);
  let at = 0;
  for (let i = 0; i < ops.length; i += 1) {
    const op = ops[i];
    if (!op) continue;
    if ('keep' in op) {
      at += op.keep;
      continue;
    }
    if ('add' in op) {
      push(at, [], op.add);
      continue;
    }
    const next = ops[i + 1];
    const added = next && 'add' in next ? next.add : [];
    if (added.length > 0) i += 1;
    if (added.length === op.remove.length)
      op.remove.forEach((line, n) => {
        push(at + n, [line], [added[n] ?? '']);
      });
    else push(at, op.remove, added);
    at += op.remove.length;
  }
  return changes;
}

const nearest = (candidates: number[], near: number) =>
  candidates.reduce<number | null>(
    (best, index) => (best === null || Math.abs(index - near) < Math.abs(best - near) ? index : best),
    null,
  );

/** Where a change goes in `lines` (its first removed line, or where its lines are added), or null. */
function placeOf(lines: string[], change: LineChange, shift: number): number | null {
  const near = change.at + shift;
  if (change.remove.length > 0) {
    const found: number[] = [];
    for (let i = 0; i + change.remove.length <= lines.length; i += 1)
      if (change.remove.every((line, n) => lines[i + n] === line)) found.push(i);
    return nearest(found, near);
  }
  if (change.after === null) return 0;
  const found: number[] = [];
  lines.forEach((line, i) => {
    if (line === change.after) found.push(i + 1);
  });
  const place = nearest(found, near);
  if (place !== null) return place;
  return change.at >= change.of ? lines.length : null;
}

/** The lines with the changes taken in order, or the id of the first that does not fit. */
function takeLines(text: string | null, changes: LineChange[]): { text: string | null } | { misfit: string } {
  const lines = linesOf(text);
  let shift = 0;
  for (const change of changes) {
    const place = placeOf(lines, change, shift);
    if (place === null) return { misfit: change.id };
    lines.splice(place, change.remove.length, ...change.add);
    shift = place + change.add.length - (change.at + change.remove.length);
  }
  return { text: lines.length > 0 ? lines.join('\n') : null };
}

/** A photo the variant's owner may keep: not a file stored under someone else's name. */
const keepablePhoto = (address: string | number | null, ownerId: string) => {
  const file = typeof address === 'string' ? mediaFileOf(address) : null;
  return file === null || file.ownerId === ownerId;
};

/** Every change of the original from `base` to `now` the variant may take, and whether each fits it. */
export function offeredChanges(
  base: VersionState,
  now: VersionState,
  variant: VersionState,
  ownerId: string,
): { offered: OfferedChange[]; lines: LineChange[] } {
  const offered: OfferedChange[] = [];
  const lines: LineChange[] = [];
  for (const change of changesBetween(base, now)) {
    if ('lines' in change) continue;
    if (variant[change.field] === change.to) continue;
    if (change.field === 'imageUrl' && !keepablePhoto(change.to, ownerId)) continue;
    offered.push({ id: change.field, ...change, fits: true });
  }
  for (const field of VERSIONED_TEXT_FIELDS) {
    for (const change of lineChanges(field, base[field], now[field])) {
      lines.push(change);
      const fits = 'text' in takeLines(variant[field], [change]);
      offered.push({ id: change.id, field, remove: change.remove, add: change.add, fits });
    }
  }
  return { offered, lines };
}

interface Loaded {
  variant: RecipeRecord;
  original: RecipeRecord;
  from: number | null;
  to: number;
  base: VersionState | null;
  now: VersionState | null;
}

async function load(repos: HistoryRepos, viewer: Viewer, variantId: string): Promise<Loaded> {
  const variant = await repos.recipes.get(variantId);
  if (!variant || !canView(variant, viewer)) throw recipeNotFound();
  requireOwner(variant, viewer);
  const origin = variant.variantOf;
  if (!origin) throw badRequest(NOT_A_VARIANT);
  const original = await repos.recipes.get(origin.recipeId);
  if (!original || !canView(original, viewer)) throw notFound(ORIGINAL_GONE);
  const from = origin.revision;
  const to = original.revision ?? 1;
  if (from === null || from >= to) return { variant, original, from, to, base: null, now: null };
  const [base, now] = await Promise.all([versionOf(repos, original, from), versionOf(repos, original, to)]);
  return { variant, original, from, to, base: base.state, now: now.state };
}

export async function originalChanges(
  repos: HistoryRepos,
  viewer: Viewer,
  variantId: string,
): Promise<OriginalChanges> {
  const { variant, original, from, to, base, now } = await load(repos, viewer, variantId);
  const changes = base && now ? offeredChanges(base, now, snapshotOf(variant), viewer.userId).offered : [];
  return {
    original: { recipeId: original.id, title: original.title },
    from,
    to,
    version: variant.version,
    changes,
  };
}

export async function takeOriginalChanges(
  repos: HistoryRepos & UpdateRepos,
  viewer: Viewer,
  variantId: string,
  request: TakeOriginalChangesRequest,
  clock: Clock,
): Promise<RecipeDetail> {
  const { variant, to, base, now } = await load(repos, viewer, variantId);
  if (variant.version !== request.version) throw conflict(VARIANT_CHANGED);
  if (request.to !== to) throw conflict(ORIGINAL_CHANGED_AGAIN);
  const current = snapshotOf(variant);
  const { offered, lines } =
    base && now ? offeredChanges(base, now, current, viewer.userId) : { offered: [], lines: [] };
  const taken = new Set(request.take);
  for (const id of taken) if (!offered.some((change) => change.id === id)) throw badRequest(UNKNOWN_CHANGE);
  const fields: Record<string, string | number | null> = {};
  for (const change of offered)
    if (taken.has(change.id) && !('remove' in change)) fields[change.field] = change.to;
  for (const field of VERSIONED_TEXT_FIELDS) {
    const chosen = lines.filter((change) => change.field === field && taken.has(change.id));
    if (chosen.length === 0) continue;
    const result = takeLines(current[field], chosen);
    if ('misfit' in result) throw conflict(DOES_NOT_FIT);
    fields[field] = result.text;
  }
  const origin = variant.variantOf;
  return updateRecipe(
    repos,
    viewer,
    variantId,
    fields,
    clock,
    { origin: 'from-original' },
    {
      expectedVersion: request.version,
      staleMessage: VARIANT_CHANGED,
      ...(origin ? { variantOf: { ...origin, revision: to } } : {}),
    },
  );
}
