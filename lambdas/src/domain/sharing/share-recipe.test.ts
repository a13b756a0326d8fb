// The sharing use cases with in-memory repositories: who may share, what a repeat share does, and
// that a failed e-mail does not undo a share.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { Profile } from '../../data/entities/profile.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import type { RecipeShareRecord } from '../../data/entities/recipe-share.js';
import { listShares, noAccountMessage, revokeShare, type SharingDeps, shareRecipe } from './share-recipe.js';

const profile = (userId: string, email: string, displayName: string, emailVerified = true): Profile => ({
  userId,
  email,
  displayName,
  hasLifetimeAccess: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified,
});

function world(options: { mailFails?: boolean; isPublic?: boolean } = {}) {
  const recipe = {
    id: 'r1',
    userId: 'owner',
    title: 'Apple Pie',
    isPublic: options.isPublic ?? false,
    visibility: options.isPublic ? 'public' : 'household',
    householdId: 'owner',
  } as RecipeRecord;
  const profiles = [
    profile('owner', 'owner@example.com', 'Rose'),
    profile('sam', 'sam@example.com', 'Sam'),
    // Issue 13: an account that claims an address it never proved.
    profile('claimant', 'grandma@example.com', 'Not Grandma', false),
    // Issue 16: SES reported that mail to this address bounces for good.
    {
      ...profile('gone', 'gone@example.com', 'Gone'),
      mailUndeliverable: { reason: 'bounce' as const, at: '2026-04-01T00:00:00.000Z' },
    },
  ];
  const shares = new Map<string, RecipeShareRecord>();
  const mail: MailMessage[] = [];
  const deps: SharingDeps = {
    recipes: { get: async (id) => (id === recipe.id ? { ...recipe, sharedWith: [...shares.keys()] } : null) },
    shares: {
      add: async (share) => {
        if (share.ownerId !== recipe.userId) return 'refused';
        if (shares.has(share.userId)) return 'exists';
        shares.set(share.userId, share);
        return 'created';
      },
      get: async (_recipeId, userId) => shares.get(userId) ?? null,
      listOfRecipe: async () => [...shares.values()],
      remove: async (_recipeId, ownerId, userId) => {
        if (ownerId !== recipe.userId) return 'refused';
        shares.delete(userId);
        return 'removed';
      },
    },
    profiles: {
      get: async (userId) => profiles.find((p) => p.userId === userId) ?? null,
      findByEmail: async (email) => profiles.find((p) => p.email === email) ?? null,
    },
    sendMail: async (message) => {
      if (options.mailFails) throw new Error('SES is down');
      mail.push(message);
    },
    origin: async () => 'https://hearth.example',
    clock: () => new Date('2026-05-01T12:00:00.000Z'),
  };
  return { deps, shares, mail };
}

describe('shareRecipe', () => {
  it('does not share with an account whose address is not verified, and sends nothing', async () => {
    const { deps, shares, mail } = world();
    await expect(shareRecipe(deps, 'owner', 'r1', 'grandma@example.com')).rejects.toMatchObject({
      statusCode: 404,
      message: noAccountMessage,
    });
    expect(shares.size).toBe(0);
    expect(mail).toHaveLength(0);
  });

  it('stores the share and e-mails the link once; a repeat changes nothing', async () => {
    const { deps, shares, mail } = world();
    const first = await shareRecipe(deps, 'owner', 'r1', 'sam@example.com');
    expect(first).toEqual({
      created: true,
      notified: true,
      share: {
        userId: 'sam',
        email: 'sam@example.com',
        displayName: 'Sam',
        sharedAt: '2026-05-01T12:00:00.000Z',
      },
    });
    const again = await shareRecipe(deps, 'owner', 'r1', 'sam@example.com');
    expect(again).toMatchObject({ created: false, notified: false });
    expect(shares.size).toBe(1);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'sam@example.com',
      subject: 'Rose shared a recipe with you: Apple Pie',
    });
    expect(mail[0]?.text).toContain('https://hearth.example/recipe/r1');
  });

  it('keeps the share when the e-mail fails, and says so', async () => {
    const { deps, shares } = world({ mailFails: true });
    expect(await shareRecipe(deps, 'owner', 'r1', 'sam@example.com')).toMatchObject({
      created: true,
      notified: false,
    });
    expect(shares.has('sam')).toBe(true);
  });

  it('shares with an account whose mail bounces, sends nothing and says it could not tell them', async () => {
    const { deps, shares, mail } = world();
    expect(await shareRecipe(deps, 'owner', 'r1', 'gone@example.com')).toMatchObject({
      created: true,
      notified: false,
    });
    expect(shares.has('gone')).toBe(true);
    expect(mail).toHaveLength(0);
  });

  it('checks ownership before the address, so strangers cannot probe for accounts', async () => {
    const { deps } = world();
    await expect(shareRecipe(deps, 'stranger', 'r1', 'nobody@example.com')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(shareRecipe(deps, 'owner', 'r1', 'nobody@example.com')).rejects.toMatchObject({
      statusCode: 404,
      message: noAccountMessage,
    });
    await expect(shareRecipe(deps, 'owner', 'r1', 'owner@example.com')).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('answers 403 to a stranger on a public recipe', async () => {
    const { deps } = world({ isPublic: true });
    await expect(shareRecipe(deps, 'stranger', 'r1', 'sam@example.com')).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('listShares and revokeShare', () => {
  it('are the owner’s alone; a sharee gets 403, a stranger 404', async () => {
    const { deps, shares } = world();
    await shareRecipe(deps, 'owner', 'r1', 'sam@example.com');
    expect((await listShares(deps, 'owner', 'r1')).shares.map((s) => s.userId)).toEqual(['sam']);
    await expect(listShares(deps, 'sam', 'r1')).rejects.toMatchObject({ statusCode: 403 });
    await expect(revokeShare(deps, 'stranger', 'r1', 'sam')).rejects.toMatchObject({ statusCode: 404 });
    await expect(revokeShare(deps, 'sam', 'r1', 'sam')).rejects.toMatchObject({ statusCode: 403 });
    await revokeShare(deps, 'owner', 'r1', 'sam');
    expect(shares.size).toBe(0);
  });
});
