// Live updates (issue 15): which open screens a changed item concerns (data/live-changes.ts reads the
// stored item). A household's shopping list, pantry, meal plans and dinner-party menus are what members
// watch together. Each change becomes a small message, { kind, id }, to every open socket of that household; the browser
// then refetches what it shows (no data travels on the socket, so nothing there needs its own permission
// check beyond "member of this household"). A long import's job (issue 33) is one person's: its steps go
// to that member's sockets only, and the screen then reads the job (its owner's alone).

import type { DirectTarget } from '../../data/live-changes.js';

/** One message per (household, member, kind, id) however many items of one batch changed it. */
export function coalesce(targets: DirectTarget[]) {
  const seen = new Map<string, DirectTarget>();
  for (const target of targets)
    seen.set(
      `${target.householdId}|${target.userId ?? ''}|${target.message.kind}|${target.message.id}`,
      target,
    );
  return [...seen.values()];
}
