// The capability registry must know every long-lived capability (issue 32). This reads what could make
// one (public routes and routes carrying a token, workflows, entity modules keeping a token, a secret or
// an expiry, domain modules signing links, the WebSocket handlers) and fails when one is in no entry of
// capability-registry.ts and not in the allow-lists below, each with its reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes.js';
import { capabilityRegistry, MEMBERSHIP_EVENTS } from './capability-registry.js';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const claimed = (kind: 'routes' | 'workflows' | 'entities' | 'signedLinks') =>
  new Set(capabilityRegistry.flatMap((entry) => entry.madeBy[kind] ?? []));

/** Public routes that hand out nothing long-lived, and why. */
const publicNotCapabilities: Record<string, string> = {
  'GET /api/health': 'says the API is up',
  'GET /api/community/recipes': 'public recipes, to anyone',
  'POST /api/stripe/webhook': "Stripe's events, each checked by its signature and applied once",
  'GET /recipe/{id}': 'the page of a public recipe (a private one reveals nothing)',
  'GET /api/comments/{targetType}/{targetId}': 'comments of public recipes and videos',
};

/** Routes with a secret in their path that are not long-lived capabilities, and why. */
const tokenRoutesNotCapabilities: Record<string, string> = {
  'POST /api/admin/invitation-codes/{code}/deactivate': 'an admin names a code to deactivate it',
};

/** Workflows that act only inside the request that started them. */
const workflowsNotCapabilities: Record<string, string> = {
  'extract-recipe': 'an Express workflow the import route runs synchronously, inside the request (30 s)',
};

/** Entity modules with a token, a secret or an expiry that hold no capability of a person, and why. */
const entitiesNotCapabilities: Record<string, string> = {
  'rate-limit': 'counters of abuse limits, not a right to anything',
  'checkout-simulation': 'the local checkout simulator only',
  'suggestion-quota': "a day's count of suggestions",
  'email-change':
    'a code mailed to the new address, usable only by a signed-in session (which every event ends) within 15 minutes',
  'friend-gift':
    "an admin's free-month link for a friend: the admins' record, not a household's or a session's",
  profile: "the person's own record (its email-verification fields)",
  video:
    "a video's own record (its trash expiry); its playback links are signersNotCapabilities' videos/video-files",
  'entitlement/stripe': "Stripe's ids and events",
  'household/keys': 'key shapes of the household entity (household/repository)',
  'household/move': 'the membership transaction',
  'change-mark':
    "a note that a named change was applied (its expiry is TTL's), so the same change sent again counts once: no right to anything",
};

/** Domain modules that sign links which are not long-lived capabilities, and why. */
const signersNotCapabilities: Record<string, string> = {
  'media/recipe-images':
    "an upload into the signer's own folder, minutes long; a recipe claims it only through a signed-in request",
  'media/ports': 'the storage port itself',
  'videos/video-files':
    "a 6-hour link to play one's own uploaded video (videos are personal, never a household's); no new link without a session, and deletion removes the files. Re-signing every video on sign-out everywhere would stop playback on every device",
  'videos/video-tutorials': 'the same video links (video-files)',
  'cookbooks/ports': 'the renderer port',
  'collections/ports': 'the storage and workflow ports',
};

/** An attribute that is a token, a secret, an expiry or a lease (not the words in a comment). */
const KEEPS_A_SECRET_OR_EXPIRY = /\b(token|[Tt]oken:|secretHash|expiresAt)\b|['"]until['"]|\buntil:/;

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, base);
    const source = name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.testkit.ts');
    return source ? [path.slice(base.length + 1, -3)] : [];
  });
}

describe('the capability registry', () => {
  it('says, for every entry, how each of the four events ends it (or why it leaves it alone)', () => {
    for (const entry of capabilityRegistry) {
      expect(Object.keys(entry.revoked).sort(), entry.name).toEqual([...MEMBERSHIP_EVENTS].sort());
      for (const event of MEMBERSHIP_EVENTS) {
        const how = entry.revoked[event];
        expect('stops' in how ? how.stops : how.unaffected, `${entry.name} on ${event}`).not.toBe('');
      }
      expect(entry.checkedAtUse, entry.name).not.toBe('');
    }
    expect(new Set(capabilityRegistry.map((entry) => entry.name)).size).toBe(capabilityRegistry.length);
  });

  it('names only routes, workflows, entities and signers that exist', () => {
    const known = new Set(routes.map(routeKey));
    for (const route of claimed('routes')) expect(known.has(route), route).toBe(true);
    const workflows = new Set(
      sourceFiles(join(src, 'workflows'))
        .filter((f) => f.endsWith('.asl'))
        .map((f) => f.slice(0, -4)),
    );
    for (const workflow of claimed('workflows')) expect(workflows.has(workflow), workflow).toBe(true);
    const entities = new Set(sourceFiles(join(src, 'data', 'entities')));
    for (const entity of claimed('entities')) expect(entities.has(entity), entity).toBe(true);
    const domain = new Set(sourceFiles(join(src, 'domain')));
    for (const signer of claimed('signedLinks')) expect(domain.has(signer), signer).toBe(true);
  });

  it('knows every public route and every route carrying a secret', () => {
    const listed = claimed('routes');
    const forgotten = routes
      .filter((route) => !route.localOnly)
      .filter((route) => route.auth === 'public' || /\{(token|feed|secret|code)\}/.test(route.path))
      .map(routeKey)
      .filter(
        (key) => !listed.has(key) && !(key in publicNotCapabilities) && !(key in tokenRoutesNotCapabilities),
      );
    expect(forgotten).toEqual([]);
  });

  it('knows every workflow (a job that acts after its request has ended)', () => {
    const listed = claimed('workflows');
    const forgotten = sourceFiles(join(src, 'workflows'))
      .filter((file) => file.endsWith('.asl'))
      .map((file) => file.slice(0, -'.asl'.length))
      .filter((name) => !listed.has(name) && !(name in workflowsNotCapabilities));
    expect(forgotten).toEqual([]);
  });

  it('knows every entity that keeps a token, a secret or an expiry', () => {
    const listed = claimed('entities');
    const forgotten = sourceFiles(join(src, 'data', 'entities'))
      .filter((name) =>
        KEEPS_A_SECRET_OR_EXPIRY.test(readFileSync(join(src, 'data', 'entities', `${name}.ts`), 'utf8')),
      )
      .filter((name) => !listed.has(name) && !(name in entitiesNotCapabilities));
    expect(forgotten).toEqual([]);
  });

  it('knows every domain module that signs a link', () => {
    const listed = claimed('signedLinks');
    const forgotten = sourceFiles(join(src, 'domain'))
      .filter((name) =>
        /\bsign(Download|Upload|Part)\b/.test(readFileSync(join(src, 'domain', `${name}.ts`), 'utf8')),
      )
      .filter((name) => !listed.has(name) && !(name in signersNotCapabilities));
    expect(forgotten).toEqual([]);
  });

  it('knows the live-updates socket', () => {
    const handlers = readdirSync(join(src, 'handlers', 'live')).filter((file) => !file.endsWith('.test.ts'));
    expect(handlers.length).toBeGreaterThan(0);
    expect(capabilityRegistry.some((entry) => entry.madeBy.socket)).toBe(true);
  });
});
