// The household use cases composed on DynamoDB Local, for tests that race membership changes far faster
// than sign-ups allow (household-races.test.ts): the real repositories and transactions, people who are
// ids with proven addresses, mail kept in memory, and follow-ups that record what ran. Import after the
// environment is set (withDomain), as the modules read it when they load.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import type { HouseholdDeps } from '../../../lambdas/src/domain/households/households.js';

export const TABLE = 'hearth';

export type Domain = Awaited<ReturnType<typeof loadDomain>>;

/** The modules, loaded once the environment names the stand-ins. */
export async function loadDomain() {
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    DYNAMODB_ENDPOINT: inject('hearthDynamoEndpoint'),
    LOG_LEVEL: 'silent',
  });
  return {
    households: await import('../../../lambdas/src/domain/households/households.js'),
    membership: await import('../../../lambdas/src/domain/households/membership.js'),
    repository: await import('../../../lambdas/src/data/entities/household/repository.js'),
    sessions: await import('../../../lambdas/src/data/entities/session-validity.js'),
    entitlements: await import('../../../lambdas/src/data/entities/entitlement.js'),
    billing: await import('../../../lambdas/src/domain/billing/entitlement.js'),
    errors: await import('../../../lambdas/src/shared/errors.js'),
    /** The SDK as the Lambdas load it (its error classes are theirs). */
    sdk: await import('../../../lambdas/src/shared/aws-sdk.js'),
  };
}

export function rawTable(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: inject('hearthDynamoEndpoint'),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

export interface Person {
  userId: string;
  email: string;
  emailVerified: true;
}

export const newPerson = (): Person => {
  const userId = randomUUID();
  return { userId, email: `p-${userId.slice(0, 8)}@example.com`, emailVerified: true };
};

/** What the follow-ups were asked to do, in order. */
export type FollowUpLog = string[];

export function householdDeps(
  domain: Domain,
  db: DynamoDBDocumentClient,
  options: { log?: FollowUpLog; failing?: Set<string>; mails?: { to: string; text: string }[] } = {},
): HouseholdDeps {
  const log = options.log ?? [];
  const step =
    (name: string) =>
    async (...args: unknown[]) => {
      log.push(`${name}:${args.join(',')}`);
      if (options.failing?.has(name)) throw new Error(`${name} failed (on purpose)`);
    };
  return {
    households: domain.repository.householdRepository(db, TABLE),
    profiles: { get: async () => null, findByEmail: async () => null },
    sessions: domain.sessions.sessionValidityRepository(db, TABLE),
    entitlements: domain.entitlements.entitlementRepository(db, TABLE),
    sendMail: async (message) => {
      options.mails?.push({ to: message.to, text: message.text });
    },
    origin: async () => 'http://hearth.test',
    clock: () => new Date(),
    followUps: {
      moveRecipes: step('moveRecipes'),
      renewHouseholdLinks: step('renewHouseholdLinks'),
      closeConnections: step('closeConnections'),
      dropLinkedFiles: step('dropLinkedFiles'),
      haltImports: step('haltImports'),
    },
    forget: () => {},
  };
}

/** A person as the API sees them now: their household from their session-validity record. */
export async function who(deps: HouseholdDeps, person: Person) {
  const record = await deps.sessions.get(person.userId);
  return { ...person, householdId: record?.householdId ?? person.userId };
}

/** Invites `email` from `inviter`'s household and answers the link's token (from the mail). */
export async function invitationToken(domain: Domain, deps: HouseholdDeps, inviter: Person, email: string) {
  let link = '';
  const capture: HouseholdDeps = {
    ...deps,
    sendMail: async (message) => {
      link = /\/join\/(\S+)/.exec(message.text)?.[1] ?? '';
    },
  };
  await domain.households.invite(capture, await who(deps, inviter), email);
  return decodeURIComponent(link);
}

/**
 * Every member record, every household record and every entitlement agree (issue 40, item 3): each
 * person's record names a household that lists them; each household lists exactly the people whose
 * record names it, counts them right and each of them lists the same members; and a paid plan covers
 * exactly the people in the payer's household.
 */
export async function expectAgreement(domain: Domain, deps: HouseholdDeps, people: Person[], payer?: Person) {
  const households = new Map<string, string[]>();
  for (const person of people) {
    const record = await deps.sessions.get(person.userId);
    const householdId = record?.householdId ?? person.userId;
    households.set(householdId, [...(households.get(householdId) ?? []), person.userId]);
  }
  const payerHousehold = payer
    ? ((await deps.sessions.get(payer.userId))?.householdId ?? payer.userId)
    : undefined;
  for (const [householdId, expected] of households) {
    const read = await deps.households.read(householdId);
    expect(read, `household ${householdId} exists`).not.toBeNull();
    const members = (read?.members ?? []).map((member) => member.userId);
    // Everyone whose record names it is in it (it may hold people outside this test's pool: none here).
    expect([...members].sort(), `members of ${householdId}`).toEqual([...expected].sort());
    expect(read?.meta.memberCount, `count of ${householdId}`).toBe(members.length);
    expect(
      members.filter((id) => id === read?.meta.ownerId),
      `one owner of ${householdId}`,
    ).toHaveLength(1);
    for (const id of members) {
      const record = await deps.sessions.get(id);
      const listed = record?.householdMembers?.length ? record.householdMembers : [id];
      expect([...listed].sort(), `${id}'s record lists ${householdId}'s members`).toEqual(
        [...members].sort(),
      );
      if (payer) {
        const grant = await domain.billing
          .checkFeature(deps.entitlements as never, { userId: id, householdMembers: listed }, 'photo-import')
          .then(
            (granted) => granted.fullAccess,
            () => false,
          );
        expect(grant, `${id} covered iff in the payer's household`).toBe(householdId === payerHousehold);
      }
    }
  }
}
