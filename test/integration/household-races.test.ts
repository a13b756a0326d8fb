// Membership changes racing each other over DynamoDB Local (issue 32 "close the class"; issue 40 item 3):
// the household use cases composed on the real repositories and transactions, many moves at once. After
// every race, every member record, every household record and the plan's coverage agree.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Domain,
  expectAgreement,
  householdDeps,
  invitationToken,
  loadDomain,
  newPerson,
  type Person,
  rawTable,
  who,
} from './support/household-domain.js';

let domain: Domain;
let db: DynamoDBDocumentClient;
beforeAll(async () => {
  domain = await loadDomain();
  db = rawTable();
});

/** People, each in a household of one (as sign-up makes them). */
async function people(count: number): Promise<Person[] & Record<0 | 1 | 2 | 3, Person>> {
  const deps = householdDeps(domain, db);
  const made = Array.from({ length: count }, newPerson);
  for (const person of made)
    await domain.households.createHouseholdOfOne(deps, { userId: person.userId, displayName: person.email });
  return made as Person[] & Record<0 | 1 | 2 | 3, Person>;
}

/** Lifetime access for `person` (their plan covers their household). */
const pays = (person: Person) =>
  domain.entitlements.entitlementRepository(db, 'hearth').grantLifetime(person.userId, 'admin');

/** An outcome that is a refusal the API answers with a 4xx, or a success; anything else fails the test. */
async function settled(work: Promise<unknown>): Promise<'ok' | number> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof domain.errors.AppError && error.statusCode < 500) return error.statusCode;
    throw error;
  }
}

async function join(host: Person, guest: Person) {
  const deps = householdDeps(domain, db);
  const token = await invitationToken(domain, deps, host, guest.email);
  await domain.membership.acceptInvitation(deps, await who(deps, guest), token);
}

describe('membership races', () => {
  it('one person accepting two invitations at once ends in exactly one household', async () => {
    const [first, second, guest, payer] = await people(4);
    const deps = householdDeps(domain, db);
    await pays(payer);
    await join(first, payer);
    const tokens = [
      await invitationToken(domain, deps, first, guest.email),
      await invitationToken(domain, deps, second, guest.email),
    ];
    const me = await who(deps, guest);
    const outcomes = await Promise.all(
      tokens.map((token) => settled(domain.membership.acceptInvitation(deps, me, token))),
    );
    expect(outcomes).toContain('ok');
    await expectAgreement(domain, deps, [first, second, guest, payer], payer);
  });

  it('two people accepting invitations to one household at once both join it', async () => {
    const [host, ana, ben] = await people(3);
    const deps = householdDeps(domain, db);
    const tokens = [
      await invitationToken(domain, deps, host, ana.email),
      await invitationToken(domain, deps, host, ben.email),
    ];
    const outcomes = await Promise.all([
      settled(domain.membership.acceptInvitation(deps, await who(deps, ana), tokens[0] as string)),
      settled(domain.membership.acceptInvitation(deps, await who(deps, ben), tokens[1] as string)),
    ]);
    expect(outcomes).toEqual(['ok', 'ok']);
    expect((await deps.households.read(host.userId))?.members.map((m) => m.userId).sort()).toEqual(
      [host.userId, ana.userId, ben.userId].sort(),
    );
    await expectAgreement(domain, deps, [host, ana, ben]);
  });

  it('a removal racing the member leaving: one lands, the other is refused, and all agree', async () => {
    const [owner, member, payer] = await people(3);
    const deps = householdDeps(domain, db);
    await pays(payer);
    await join(owner, payer);
    await join(owner, member);
    const outcomes = await Promise.all([
      settled(domain.membership.removeMember(deps, await who(deps, owner), member.userId)),
      settled(domain.membership.leaveHousehold(deps, await who(deps, member))),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect((await deps.households.read(owner.userId))?.members.map((m) => m.userId).sort()).toEqual(
      [owner.userId, payer.userId].sort(),
    );
    await expectAgreement(domain, deps, [owner, member, payer], payer);
  });

  it('a hand-over racing the new owner leaving: whichever lands, all agree', async () => {
    const [owner, member, third] = await people(3);
    const deps = householdDeps(domain, db);
    await join(owner, member);
    await join(owner, third);
    await Promise.all([
      settled(domain.membership.handOver(deps, await who(deps, owner), member.userId)),
      settled(domain.membership.leaveHousehold(deps, await who(deps, member))),
    ]);
    const read = await deps.households.read(owner.userId);
    expect(read?.members.some((m) => m.userId === read.meta.ownerId)).toBe(true);
    await expectAgreement(domain, deps, [owner, member, third]);
  });

  it('a join racing a leave of the same household: both land, and all agree', async () => {
    const [owner, leaving, joining, payer] = await people(4);
    const deps = householdDeps(domain, db);
    await pays(payer);
    await join(owner, payer);
    await join(owner, leaving);
    const token = await invitationToken(domain, deps, owner, joining.email);
    const outcomes = await Promise.all([
      settled(domain.membership.leaveHousehold(deps, await who(deps, leaving))),
      settled(domain.membership.acceptInvitation(deps, await who(deps, joining), token)),
    ]);
    expect(outcomes).toEqual(['ok', 'ok']);
    await expectAgreement(domain, deps, [owner, leaving, joining, payer], payer);
  });

  it('a follow-up failing halfway leaves the move whole, runs the rest, and is run again later', async () => {
    const [owner, member] = await people(2);
    const log: string[] = [];
    const failing = new Set(['moveRecipes']);
    const deps = householdDeps(domain, db, { log, failing });
    await join(owner, member);
    log.length = 0;
    const left = await domain.membership.leaveHousehold(deps, await who(deps, member));
    // The sockets closed first, and every other follow-up ran although one failed.
    expect(log[0]).toBe(`closeConnections:${owner.userId},${member.userId}`);
    expect(log.map((line) => line.split(':')[0])).toEqual([
      'closeConnections',
      'haltImports',
      'moveRecipes',
      'dropLinkedFiles',
      'renewHouseholdLinks',
    ]);
    await expectAgreement(domain, deps, [owner, member]);
    const pending = (await deps.households.read(left.id))?.members[0];
    expect(pending?.pendingFrom).toBe(owner.userId);
    // A read of that household a while later runs what failed again, and it is settled.
    failing.clear();
    log.length = 0;
    const later = { ...deps, clock: () => new Date(Date.now() + 60_000) };
    await domain.households.viewHousehold(later, await who(deps, member));
    expect(log).toContain(`moveRecipes:${member.userId},${left.id}`);
    expect((await deps.households.read(left.id))?.members[0]?.pendingFrom).toBeUndefined();
  });
});

describe('DynamoDB cancelling a move for a conflicting transaction', () => {
  it('reads again and lands: the conflict error DynamoDB returns is retried, not answered', async () => {
    const [owner, member] = await people(2);
    const plain = householdDeps(domain, db);
    await join(owner, member);
    let conflicts = 2;
    // The same table, but the next two membership transactions meet another transaction on their items.
    const conflicted = {
      send: async (command: { constructor: { name: string } }) => {
        if (command.constructor.name === 'TransactWriteCommand' && conflicts > 0) {
          conflicts -= 1;
          throw new domain.sdk.TransactionCanceledException({
            message:
              'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
            $metadata: {},
            CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
          });
        }
        return db.send(command as never);
      },
    };
    const deps = {
      ...plain,
      households: domain.repository.householdRepository(conflicted as never, 'hearth'),
      sleep: async () => {},
    };
    await domain.membership.leaveHousehold(deps, await who(deps, member));
    expect(conflicts).toBe(0);
    await expectAgreement(domain, plain, [owner, member]);
  });
});

describe('a move made from a read another move has since changed (finding 2)', () => {
  it('is refused by the household version and made again from a fresh read: a join between a leave’s read and its write', async () => {
    const [owner, leaver, joiner] = await people(3);
    const plain = householdDeps(domain, db);
    await join(owner, leaver);
    await pays(joiner);
    // The same table, but the joiner's join lands after the leave has read the household and before its
    // transaction is sent: the leave's read (owner and leaver) is stale by then. Without the version
    // condition it would write the owner's record without the joiner, whose own still names the leaver.
    let joinedBetween = false;
    const between = {
      send: async (command: { constructor: { name: string } }) => {
        if (command.constructor.name === 'TransactWriteCommand' && !joinedBetween) {
          joinedBetween = true;
          await join(owner, joiner);
        }
        return db.send(command as never);
      },
    };
    const deps = {
      ...plain,
      households: domain.repository.householdRepository(between as never, 'hearth'),
      sleep: async () => {},
    };
    await domain.membership.leaveHousehold(deps, await who(deps, leaver));
    expect(joinedBetween).toBe(true);
    await expectAgreement(domain, plain, [owner, leaver, joiner], joiner);
  });
});

describe('50 rounds of random joins, leaves, removals and hand-overs at once', () => {
  it('keeps every member record, household record and plan in agreement after each round', async () => {
    const pool = await people(7);
    const payer = pool[0] as Person;
    const deps = {
      ...householdDeps(domain, db),
      sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms / 4)),
    };
    await pays(payer);
    // A seeded generator, so a failing round can be replayed (HOUSEHOLD_RACE_SEED).
    let seed = Number(process.env.HOUSEHOLD_RACE_SEED ?? 20261123);
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    let landed = 0;
    let racedRounds = 0;
    for (let round = 0; round < 50; round += 1) {
      // Plan the round from the state now: each person does at most one thing.
      const state = await Promise.all(pool.map(async (person) => ({ person, me: await who(deps, person) })));
      const reads = new Map(
        await Promise.all(
          [...new Set(state.map((s) => s.me.householdId))].map(
            async (id) => [id, await deps.households.read(id)] as const,
          ),
        ),
      );
      const busy = new Set<string>();
      const moves: Promise<'ok' | number>[] = [];
      for (let n = 0; n < 4; n += 1) {
        const { person, me } = pick(state);
        if (busy.has(person.userId)) continue;
        busy.add(person.userId);
        const read = reads.get(me.householdId);
        const others = (read?.members ?? []).filter((m) => m.userId !== person.userId);
        const isOwner = read?.meta.ownerId === person.userId;
        const action = pick(['join', 'leave', 'remove', 'hand-over'] as const);
        const delay = () => new Promise((resolve) => setTimeout(resolve, random() * 15));
        if (action === 'join') {
          const host = pick(pool.filter((p) => p.userId !== person.userId));
          const token = await invitationToken(domain, deps, host, person.email).catch(() => '');
          if (token)
            moves.push(delay().then(() => settled(domain.membership.acceptInvitation(deps, me, token))));
        } else if (action === 'leave') {
          moves.push(delay().then(() => settled(domain.membership.leaveHousehold(deps, me))));
        } else if (isOwner && others.length > 0) {
          const target = pick(others).userId;
          moves.push(
            delay().then(() =>
              settled(
                action === 'remove'
                  ? domain.membership.removeMember(deps, me, target)
                  : domain.membership.handOver(deps, me, target),
              ),
            ),
          );
        }
      }
      const outcomes = await Promise.all(moves);
      const ok = outcomes.filter((outcome) => outcome === 'ok').length;
      landed += ok;
      if (ok >= 2) racedRounds += 1;
      await expectAgreement(domain, deps, pool, payer);
    }
    // The rounds did move people about, several at once in many of them (not 50 rounds of refusals).
    expect(landed).toBeGreaterThan(25);
    expect(racedRounds).toBeGreaterThan(5);
  }, 600_000);
});
