// Live updates (issue 15): which open screens a changed item concerns. The table's stream delivers every
// change; a household's shopping list, meal plans and dinner-party menus are what members watch together.
// Each change becomes a small message, { kind, id }, to every open socket of that household; the browser
// then refetches what it shows (no data travels on the socket, so nothing there needs its own permission
// check beyond "member of this household").

export type LiveKind = 'shopping' | 'mealPlan' | 'menu' | 'household';

export interface LiveMessage {
  kind: LiveKind;
  id: string;
}

/** A changed item, as much of it as the rule reads (its new image, else its old one). */
export interface ChangedItem {
  pk?: unknown;
  sk?: unknown;
  userId?: unknown;
}

/**
 * Where a change goes: straight to a household, or (a plan entry, a menu dish) to the household that
 * owns the parent, which the caller looks up by `parentKey`.
 */
export type LiveTarget =
  | { householdId: string; message: LiveMessage }
  | { parentKey: { pk: string; sk: 'META' }; message: LiveMessage };

const PREFIXES: [string, Exclude<LiveKind, 'household'>][] = [
  ['SHOPLIST#', 'shopping'],
  ['MEALPLAN#', 'mealPlan'],
  ['MENU#', 'menu'],
];

export function liveTarget(item: ChangedItem): LiveTarget | null {
  const pk = typeof item.pk === 'string' ? item.pk : '';
  const sk = typeof item.sk === 'string' ? item.sk : '';
  const match = PREFIXES.find(([prefix]) => pk.startsWith(prefix));
  if (!match) return null;
  const [prefix, kind] = match;
  const id = pk.slice(prefix.length);
  // The list's partition is named by its household; a plan's or menu's META stores it as userId.
  if (kind === 'shopping') return { householdId: id, message: { kind, id } };
  if (sk === 'META' && typeof item.userId === 'string')
    return { householdId: item.userId, message: { kind, id } };
  return { parentKey: { pk, sk: 'META' }, message: { kind, id } };
}

/** One message per (household, kind, id) however many items of one batch changed it. */
export function coalesce(targets: { householdId: string; message: LiveMessage }[]) {
  const seen = new Map<string, { householdId: string; message: LiveMessage }>();
  for (const target of targets)
    seen.set(`${target.householdId}|${target.message.kind}|${target.message.id}`, target);
  return [...seen.values()];
}
