// Every entity's key shapes, checked without a database: one table, a row per entity module under
// data/entities. A new entity module fails the last test until its key shapes are added here.

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aisleCorrectionKeys } from './entities/aisle-correction.js';
import { auditLogKeys } from './entities/audit-log.js';
import { categoryKey } from './entities/category.js';
import { changeMarkKeys } from './entities/change-mark.js';
import { simulatedCheckoutKeys } from './entities/checkout-simulation.js';
import { commentKeys } from './entities/comment.js';
import { communityKeys } from './entities/community-index.js';
import { cookLogKeys } from './entities/cook-log.js';
import { menuKeys } from './entities/dinner-party.js';
import { documentImportKeys } from './entities/document-import.js';
import { emailChangeKeys } from './entities/email-change.js';
import {
  entitlementKey,
  stripeCustomerKey,
  stripeEventKey,
  stripePaymentKey,
} from './entities/entitlement.js';
import { exportJobKeys } from './entities/export-job.js';
import { favoriteValues } from './entities/favorite.js';
import { finderIndexKeys } from './entities/finder-index.js';
import { friendGiftKeys } from './entities/friend-gift.js';
import { importJobKeys } from './entities/import-job.js';
import { importQueueKeys } from './entities/import-queue.js';
import { invitationCodeKeys } from './entities/invitation-code.js';
import { lifetimeInvitationKeys } from './entities/lifetime-invitation.js';
import { liveTicketKeys } from './entities/live-ticket.js';
import { calendarFeedKeys, mealPlanKeys } from './entities/meal-plan.js';
import { ownedCollectionKeys } from './entities/owned-collection.js';
import { pantryKeys } from './entities/pantry.js';
import { profileKeys } from './entities/profile.js';
import { rateLimitKeys } from './entities/rate-limit.js';
import { recipeKeys } from './entities/recipe.js';
import { foodLinkItems, foodLinkKeys } from './entities/recipe-food.js';
import { recipeShareItem, recipeShareKeys } from './entities/recipe-share.js';
import { recipeSourceKeys } from './entities/recipe-source.js';
import { recipeVersionKeys } from './entities/recipe-version.js';
import { sessionValidityKey } from './entities/session-validity.js';
import { shoppingListKeys } from './entities/shopping-list.js';
import { suggestionQuotaKeys } from './entities/suggestion-quota.js';
import { tagKey } from './entities/tag.js';
import { videoItem, videoKeys } from './entities/video.js';
import { viewerStateBase, viewerStateKeys } from './entities/viewer-state.js';
import { userPartition } from './table.js';

const at = '2026-03-04T05:06:07.000Z';

/** [what, actual, expected] rows, by entity module name. */
const shapes: Record<string, [string, unknown, unknown][]> = {
  'aisle-correction': [
    ['item', aisleCorrectionKeys.item('u1', 'butter'), { pk: 'USER#u1', sk: 'AISLE#butter' }],
  ],
  'audit-log': [
    ['item', auditLogKeys.item('01AUD'), { pk: 'AUDIT#01AUD', sk: 'META' }],
    ['list (gsi1)', auditLogKeys.list(), 'AUDIT_LOG'],
  ],
  'import-job': [
    ['job', importJobKeys.job('u1', 'j1'), { pk: 'USER#u1', sk: 'IMPORT#j1' }],
    ['result', importJobKeys.result('j1', 'k1'), { pk: 'IMPORT#j1', sk: 'ITEM#k1' }],
    ['imported', importJobKeys.imported('u1', 'k1'), { pk: 'USER#u1', sk: 'IMPORTED#k1' }],
  ],
  'import-queue': [
    [
      'waiting',
      importQueueKeys.entry('2026-01-02T03:04:05.000Z', 'j1'),
      { pk: 'IMPORTQUEUE', sk: '2026-01-02T03:04:05.000Z#j1' },
    ],
    ['place', importQueueKeys.slot(7), { pk: 'IMPORTSLOT', sk: '007' }],
    ['running', importQueueKeys.running('u1'), { pk: 'USER#u1', sk: 'IMPORTRUNNING' }],
  ],
  'export-job': [['job', exportJobKeys.job('u1', 'j1'), { pk: 'USER#u1', sk: 'EXPORT#j1' }]],
  'document-import': [['job', documentImportKeys.job('u1', 'j1'), { pk: 'USER#u1', sk: 'DOCIMPORT#j1' }]],
  category: [['item', categoryKey('dinner-pasta'), { pk: 'CATEGORIES', sk: 'CATEGORY#dinner-pasta' }]],
  'checkout-simulation': [
    ['session', simulatedCheckoutKeys.item('s1'), { pk: 'SIM_CHECKOUT#s1', sk: 'SESSION' }],
  ],
  comment: [
    ['item', commentKeys.item('recipe', 'r1', '01C'), { pk: 'COMMENTS#recipe#r1', sk: 'COMMENT#01C' }],
    ['by user (gsi1)', commentKeys.byUser('u1'), 'COMMENTS_BY#u1'],
  ],
  'finder-index': [
    ['household index', finderIndexKeys.partition('h1'), 'FINDER#h1'],
    ['shard', finderIndexKeys.shard('h1', 3), { pk: 'FINDER#h1', sk: 'SHARD#00003' }],
  ],
  'community-index': [
    ['entry', communityKeys.entry('soup', { createdAt: at, id: 'r1' }), { pk: 'CWORD#soup', sk: `${at}#r1` }],
    ['word', communityKeys.word('soup'), 'CWORD#soup'],
    ['vocabulary', communityKeys.vocabulary('soup'), { pk: 'CVOCAB#s', sk: 'soup' }],
  ],
  'dinner-party': [
    ['menu', menuKeys.parent('m1'), { pk: 'MENU#m1', sk: 'META' }],
    ['dish', menuKeys.child('m1', '01D'), { pk: 'MENU#m1', sk: 'DISH#01D' }],
    ['owner list (gsi1)', menuKeys.ownerList('u1'), 'OWNER#u1#MENUS'],
    [
      'list order, dated',
      menuKeys.listSortKey({ eventDate: '2026-05-01', createdAt: at, id: 'm1' }),
      `2026-05-01#${at}#m1`,
    ],
    ['list order, undated', menuKeys.listSortKey({ eventDate: null, createdAt: at, id: 'm1' }), `#${at}#m1`],
  ],
  'email-change': [['pending change', emailChangeKeys.item('u1'), { pk: 'USER#u1', sk: 'EMAIL_CHANGE' }]],
  entitlement: [
    ['entitlement', entitlementKey('u1'), { pk: 'USER#u1', sk: 'ENTITLEMENT' }],
    ['stripe customer', stripeCustomerKey('cus_1'), { pk: 'STRIPE_CUSTOMER#cus_1', sk: 'USER' }],
    ['stripe event', stripeEventKey('evt_1'), { pk: 'STRIPE_EVENT#evt_1', sk: 'EVENT' }],
    ['stripe payment', stripePaymentKey('pi_1'), { pk: 'STRIPE_PAYMENT#pi_1', sk: 'USER' }],
  ],
  favorite: [
    [
      'favorites index (gsi1)',
      favoriteValues('u1', 'r1', at),
      { ':true': true, ':now': at, ':favPk': 'FAVORITES#u1', ':favSk': `${at}#r1` },
    ],
  ],
  'friend-gift': [['gift', friendGiftKeys.item('tok'), { pk: 'FRIEND_GIFT#tok', sk: 'GIFT' }]],
  'invitation-code': [
    [
      'code',
      invitationCodeKeys.item('LIFETIME-ABC123'),
      { pk: 'INVITATION_CODE#LIFETIME-ABC123', sk: 'META' },
    ],
    ['list (gsi1)', invitationCodeKeys.list(), 'INVITATION_CODES'],
  ],
  'live-ticket': [
    [
      'ticket (under its SHA-256: the table holds no usable ticket)',
      liveTicketKeys.ticket('abc'),
      { pk: 'LIVETICKET#ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', sk: 'TICKET' },
    ],
  ],
  'lifetime-invitation': [
    [
      'invitation (lower-case address)',
      lifetimeInvitationKeys.item('Ann@Example.com'),
      { pk: 'LIFETIME_INVITATION#ann@example.com', sk: 'META' },
    ],
  ],
  'meal-plan': [
    ['plan', mealPlanKeys.parent('p1'), { pk: 'MEALPLAN#p1', sk: 'META' }],
    ['entry', mealPlanKeys.child('p1', '01E'), { pk: 'MEALPLAN#p1', sk: 'ENTRY#01E' }],
    ['owner list (gsi1)', mealPlanKeys.ownerList('u1'), 'OWNER#u1#MEALPLANS'],
    [
      'list order',
      mealPlanKeys.listSortKey({ startDate: '2026-03-02', createdAt: at, id: 'p1' }),
      `2026-03-02#${at}#p1`,
    ],
    ['calendar feed', calendarFeedKeys.item('tok'), { pk: 'CALFEED#tok', sk: 'META' }],
  ],
  'owned-collection': [
    [
      'any shape',
      (() => {
        const keys = ownedCollectionKeys({ parentPrefix: 'P', childPrefix: 'C', listName: 'PS' });
        return [keys.parent('1'), keys.child('1', '2'), keys.ownerList('u1')];
      })(),
      [{ pk: 'P#1', sk: 'META' }, { pk: 'P#1', sk: 'C#2' }, 'OWNER#u1#PS'],
    ],
  ],
  profile: [
    ['profile', profileKeys.item('u1'), { pk: 'USER#u1', sk: 'PROFILE' }],
    [
      'by e-mail (gsi1)',
      profileKeys.email('Ann@Example.com'),
      { gsi1pk: 'USER_EMAIL', gsi1sk: 'ann@example.com' },
    ],
  ],
  'rate-limit': [['counter', rateLimitKeys.item('u1', 'import'), { pk: 'RATELIMIT#u1', sk: 'import' }]],
  rating: [['ratings of a user (gsi3)', viewerStateKeys.ratings('u1'), 'RATINGS#u1']],
  recipe: [
    ['meta', recipeKeys.meta('r1'), { pk: 'RECIPE#r1', sk: 'META' }],
    ['category link', recipeKeys.categoryLink('r1', 'dinner'), { pk: 'RECIPE#r1', sk: 'CAT#dinner' }],
    ['tag link', recipeKeys.tagLink('r1', 'pasta'), { pk: 'RECIPE#r1', sk: 'TAG#pasta' }],
    ['variant link', recipeKeys.variantLink('r1', '01V'), { pk: 'RECIPE#r1', sk: 'VARIANT#01V' }],
    ['owner feed (gsi1)', recipeKeys.ownerFeed('u1'), 'OWNER#u1'],
    ['public feed (gsi2)', recipeKeys.publicFeed(), 'PUBLIC_RECIPES'],
    ['to try (gsi3)', recipeKeys.toTryFeed('u1'), 'TOTRY#u1'],
    ['category feed (gsi2)', recipeKeys.categoryFeed('u1', 'dinner'), 'OWNER#u1#CAT#dinner'],
    ['tag feed (gsi2)', recipeKeys.tagFeed('u1', 'pasta'), 'OWNER#u1#TAG#pasta'],
    ['shared with (gsi1)', recipeKeys.sharedWithFeed('u2'), 'SHARED_WITH#u2'],
  ],
  'recipe-food': [
    ['link', foodLinkKeys.item('r1', 'onion'), { pk: 'RECIPE#r1', sk: 'FOOD#onion' }],
    ['feed (gsi2)', foodLinkKeys.feed('u1', 'onion'), 'OWNER#u1#FOOD#onion'],
    [
      'own food and its generalisation (gsi2sk)',
      foodLinkItems(
        { id: 'r1', userId: 'u1', createdAt: at },
        {
          foods: ['red onion'],
          terms: [
            { term: 'red onion', exact: true },
            { term: 'onion', exact: false },
          ],
        },
      ).map((item) => [item.sk, item.gsi2pk, item.gsi2sk]),
      [
        ['FOOD#red onion', 'OWNER#u1#FOOD#red onion', `E#${at}#r1`],
        ['FOOD#onion', 'OWNER#u1#FOOD#onion', `G#${at}#r1`],
      ],
    ],
  ],
  'recipe-share': [
    ['share', recipeShareKeys.item('r1', 'u2'), { pk: 'RECIPE#r1', sk: 'SHARE#u2' }],
    [
      'share item indexes',
      (({ gsi1pk, gsi1sk, gsi2pk, gsi2sk }) => ({ gsi1pk, gsi1sk, gsi2pk, gsi2sk }))(
        recipeShareItem({
          recipeId: 'r1',
          ownerId: 'u1',
          userId: 'u2',
          email: 'b@x.io',
          displayName: 'B',
          sharedAt: at,
        }),
      ),
      { gsi1pk: 'SHARED_WITH#u2', gsi1sk: `${at}#r1`, gsi2pk: 'SHARED_BY#u1', gsi2sk: `${at}#r1#u2` },
    ],
  ],
  'cook-log': [
    [
      'entry',
      cookLogKeys.item('h1', '2026-03-04', '01LOG'),
      { pk: 'HOUSEHOLD#h1#COOKED', sk: '2026-03-04#01LOG' },
    ],
    ['who logged it (gsi1)', cookLogKeys.byUser('u1'), 'COOKED_BY#u1'],
  ],
  'recipe-version': [
    ['version', recipeVersionKeys.item('r1', 12), { pk: 'RECIPE#r1#VERSIONS', sk: 'V#00000012' }],
    ['history', recipeVersionKeys.partition('r1'), 'RECIPE#r1#VERSIONS'],
  ],
  'recipe-source': [
    [
      'entry (hash of the normalised address)',
      recipeSourceKeys.item('u1', 'https://example.com/soup', 'r1'),
      { pk: 'USER#u1', sk: expect.stringMatching(/^SOURCE#[0-9a-f]{64}#r1$/) },
    ],
    ['not a web address', recipeSourceKeys.item('u1', 'grandma', 'r1'), null],
  ],
  'session-validity': [['validity', sessionValidityKey('u1'), { pk: 'SESSION#u1', sk: 'VALIDITY' }]],
  'shopping-list': [
    ['list', shoppingListKeys.meta('u1'), { pk: 'SHOPLIST#u1', sk: 'META' }],
    ['line', shoppingListKeys.item('u1', 'i1'), { pk: 'SHOPLIST#u1', sk: 'ITEM#i1' }],
    ['partition', shoppingListKeys.partition('u1'), 'SHOPLIST#u1'],
  ],
  pantry: [
    ['food', pantryKeys.item('h1', 'i1'), { pk: 'PANTRY#h1', sk: 'ITEM#i1' }],
    ['partition', pantryKeys.partition('h1'), 'PANTRY#h1'],
  ],
  'change-mark': [
    [
      'one transaction of a named change',
      changeMarkKeys.item({ userId: 'u1', kind: 'pantry-add', changeId: 'c0ffee42' }, 0),
      { pk: 'USER#u1', sk: 'CHANGE#pantry-add#c0ffee42#0' },
    ],
  ],
  'suggestion-quota': [
    [
      'day counter',
      suggestionQuotaKeys.item('u1', '2026-03-04'),
      { pk: 'USER#u1', sk: 'SUGGEST#2026-03-04' },
    ],
  ],
  tag: [['tag', tagKey('pasta'), { pk: 'TAG#pasta', sk: 'TAG' }]],
  video: [
    ['meta', videoKeys.meta('v1'), { pk: 'VIDEO#v1', sk: 'META' }],
    ['trash (gsi3)', videoKeys.trash('u1'), 'VIDEO_TRASH#u1'],
    [
      'public video indexes',
      (({ gsi1pk, gsi1sk, gsi2pk, gsi2sk }) => ({ gsi1pk, gsi1sk, gsi2pk, gsi2sk }))(
        videoItem({
          id: 'v1',
          userId: 'u1',
          title: 'Knife skills',
          description: null,
          videoType: 'youtube',
          videoUrl: 'https://youtu.be/x',
          fileKey: null,
          posterKey: null,
          durationMinutes: null,
          isPublic: true,
          createdAt: at,
          deletedAt: null,
        }),
      ),
      { gsi1pk: 'VIDEO_OWNER#u1', gsi1sk: `${at}#v1`, gsi2pk: 'PUBLIC_VIDEOS', gsi2sk: `${at}#v1` },
    ],
  ],
  'viewer-state': [
    ['state', viewerStateKeys.item('u1', 'r1'), { pk: 'USER#u1', sk: 'RECIPESTATE#r1' }],
    ['favorites (gsi1)', viewerStateKeys.favorites('u1'), 'FAVORITES#u1'],
    ['states of a recipe (gsi2)', viewerStateKeys.ofRecipe('r1'), { gsi2pk: 'RECIPESTATES#r1' }],
    [
      'states of a recipe (gsi2 values)',
      [viewerStateBase('u1', 'r1')[':statesPk'], viewerStateBase('u1', 'r1')[':statesSk']],
      ['RECIPESTATES#r1', 'USER#u1'],
    ],
  ],
};

describe('key shapes of every entity', () => {
  it('the user partition several entities share', () => {
    expect(userPartition('u1')).toBe('USER#u1');
  });

  for (const [entity, rows] of Object.entries(shapes)) {
    it.each(rows)(`${entity}: %s`, (_what, actual, expected) => {
      expect(actual).toEqual(expected);
    });
  }

  it('covers every entity module under data/entities', () => {
    const entitiesDir = join(dirname(fileURLToPath(import.meta.url)), 'entities');
    const entities = readdirSync(entitiesDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -'.ts'.length));
    expect(entities.filter((entity) => !(entity in shapes))).toEqual([]);
    expect(Object.keys(shapes).filter((entity) => !entities.includes(entity))).toEqual([]);
  });
});
