// Live updates (issue 15): which open screens a changed item concerns. The table's stream delivers every
// change; a household's shopping list, pantry, meal plans and dinner-party menus are what members watch together.
// Each change becomes a small message, { kind, id }, to every open socket of that household; the browser
// then refetches what it shows (no data travels on the socket, so nothing there needs its own permission
// check beyond "member of this household"). A long import's job (issue 33) is one person's: its steps go
// to that member's sockets only, and the screen then reads the job (its owner's alone).

export type LiveKind = 'shopping' | 'pantry' | 'mealPlan' | 'menu' | 'household' | 'documentImport';

export interface LiveMessage {
  kind: LiveKind;
  id: string;
}

/** A changed item, as much of it as the rule reads (its new image, else its old one). */
export interface ChangedItem {
  pk?: unknown;
  sk?: unknown;
  userId?: unknown;
  householdId?: unknown;
  jobId?: unknown;
}

/**
 * Where a change goes: straight to a household, or (a plan entry, a menu dish) to the household that
 * owns the parent, which the caller looks up by `parentKey`.
 */
export type LiveTarget = DirectTarget | { parentKey: { pk: string; sk: 'META' }; message: LiveMessage };

/** A household's open sockets, or only one member's among them. */
export interface DirectTarget {
  householdId: string;
  /** Only this member's sockets (a long import's steps are its owner's). */
  userId?: string;
  message: LiveMessage;
}

const DOCUMENT_IMPORT = 'DOCIMPORT#';

const PREFIXES: [string, Exclude<LiveKind, 'household'>][] = [
  ['SHOPLIST#', 'shopping'],
  ['PANTRY#', 'pantry'],
  ['MEALPLAN#', 'mealPlan'],
  ['MENU#', 'menu'],
];

export function liveTarget(item: ChangedItem): LiveTarget | null {
  const pk = typeof item.pk === 'string' ? item.pk : '';
  const sk = typeof item.sk === 'string' ? item.sk : '';
  if (pk.startsWith('USER#') && sk.startsWith(DOCUMENT_IMPORT)) {
    const { userId, householdId } = item;
    if (typeof userId !== 'string' || typeof householdId !== 'string') return null;
    return { householdId, userId, message: { kind: 'documentImport', id: sk.slice(DOCUMENT_IMPORT.length) } };
  }
  const match = PREFIXES.find(([prefix]) => pk.startsWith(prefix));
  if (!match) return null;
  const [prefix, kind] = match;
  const id = pk.slice(prefix.length);
  // The list's and the pantry's partitions are named by their household; a plan's or menu's META stores it as userId.
  if (kind === 'shopping' || kind === 'pantry') return { householdId: id, message: { kind, id } };
  if (sk === 'META' && typeof item.userId === 'string')
    return { householdId: item.userId, message: { kind, id } };
  return { parentKey: { pk, sk: 'META' }, message: { kind, id } };
}

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
