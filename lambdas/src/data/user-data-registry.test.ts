// Account deletion must know every entity that stores a user's data. This reads every entity module
// under data/entities and fails when one that holds user ids (or USER# keys, or exports
// deleteAllForUser) is neither in the registry nor in the allow-list below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { userDataCleanups, userDataRegistry } from './user-data-registry.js';

const entitiesDir = join(dirname(fileURLToPath(import.meta.url)), 'entities');

/**
 * Entity modules that mention user ids but hold no data account deletion should remove. Adding a name
 * here needs a reason.
 */
const holdsNoPerUserData: Record<string, string> = {
  // Kept on purpose after deletion: marks the account deleted so its live tokens are refused; TTL ends it.
  'session-validity': 'must outlive the account',
  // The storage shape meal plans and menus share; their entries (meal-plan, dinner-party) are registered.
  'owned-collection': 'no items of its own',
  // A live socket's one-time connect ticket: spent within seconds, else gone by TTL (30 seconds' life).
  'live-ticket': 'spent at once, expires in 30 seconds',
  // The local checkout simulator's sessions (local stack only), gone by TTL within a day.
  'checkout-simulation': 'local-only, expires',
  // An admin's friend link, keyed by its token; records who claimed it (the admins' record), TTL 30 days.
  'friend-gift': "the admins' record",
  // An admin's invitation code; `usedBy` records who redeemed it (the admins' record).
  'invitation-code': "the admins' record",
  // An admin's invitation to an e-mail address; `acceptedBy` records the account (the admins' record).
  'lifetime-invitation': "the admins' record",
};

/** Entity module names: data/entities/<name>.ts (a folder data/entities/<name>/ belongs to it). */
const entityNames = readdirSync(entitiesDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

function sourceOf(name: string): string {
  const folder = join(entitiesDir, name);
  const parts = statSync(folder, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => readFileSync(join(folder, file), 'utf8'))
    : [];
  return [readFileSync(join(entitiesDir, `${name}.ts`), 'utf8'), ...parts].join('\n');
}

const holdsUserIds = (source: string) =>
  /\b(userId|ownerId)\b|USER#|export (const|async function|function) deleteAllForUser\b/.test(source);

const registered = new Set(userDataRegistry.map((entry) => entry.entity));

describe('the user-data registry (account deletion)', () => {
  it('lists every entity module that holds user ids, or allows it with a reason', () => {
    const forgotten = entityNames.filter(
      (name) => holdsUserIds(sourceOf(name)) && !registered.has(name) && !(name in holdsNoPerUserData),
    );
    expect(forgotten).toEqual([]);
  });

  it('runs the deleteAllForUser every entity module exports', async () => {
    for (const name of entityNames) {
      const path = join(entitiesDir, `${name}.ts`);
      const module = (await import(/* @vite-ignore */ path)) as { deleteAllForUser?: unknown };
      if (!module.deleteAllForUser) continue;
      const entry = userDataRegistry.find((candidate) => candidate.entity === name);
      expect(entry && 'deleteAllForUser' in entry ? entry.deleteAllForUser : null, name).toBe(
        module.deleteAllForUser,
      );
    }
  });

  it('names only existing entity modules, each once, never both registered and allowed', () => {
    const names = [...userDataRegistry.map((entry) => entry.entity), ...Object.keys(holdsNoPerUserData)];
    expect(names.filter((name) => !entityNames.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hands account deletion the cleanups in registry order', () => {
    expect(userDataCleanups).toHaveLength(
      userDataRegistry.filter((entry) => 'deleteAllForUser' in entry).length,
    );
  });
});
