// The cook log back from Hearth's own export (issue 39): what cook-log.json is read as, and each entry
// logged against the recipe its file became, once.
import { describe, expect, it } from 'vitest';
import type { CookLogRecord } from '../../data/entities/cook-log.js';
import type { ImportJobRecord, ItemResultRecord } from '../../data/entities/import-job.js';
import { keepCooks, logCooksBack } from './cooked-back.js';
import { readHearthCookLog } from './formats/hearth-cook-log.js';

const file = (name: string, value: unknown) => ({
  name,
  bytes: new TextEncoder().encode(JSON.stringify(value)),
});

describe("reading Hearth's cook-log.json", () => {
  it('keeps the entries that read as a meal logged, each naming its recipe file', () => {
    const cooks = readHearthCookLog([
      file('hearth-export/cook-log.json', {
        cooked: [
          { id: 'e1', file: 'recipes/leek-soup.json', cookedOn: '2026-02-01', cookName: 'Sam', rating: 5 },
          { id: 'e2', file: null, cookedOn: '2026-02-01', cookName: 'Sam' },
          { id: 'e3', file: 'recipes/toast.json', cookedOn: 'yesterday', cookName: 'Sam' },
          { id: 'e4', file: 'recipes/toast.json', cookedOn: '2026-02-02', cookName: '' },
          'nonsense',
        ],
      }),
    ]);
    expect(cooks).toEqual([
      {
        id: 'e1',
        file: 'leek-soup.json',
        cookedOn: '2026-02-01',
        cookName: 'Sam',
        servings: null,
        rating: 5,
        note: null,
        photo: null,
      },
    ]);
  });

  it("brings each meal's photo from the zip's cook-photos/, with what it shows", () => {
    const photo = new Uint8Array([1, 2, 3]);
    const cooks = readHearthCookLog([
      file('hearth-export/cook-log.json', {
        cooked: [
          {
            id: 'e1',
            file: 'recipes/soup.json',
            cookedOn: '2026-02-01',
            cookName: 'Sam',
            photoFile: 'cook-photos/e1.webp',
            photoAlt: 'Soup in the blue bowl',
          },
          {
            id: 'e2',
            file: 'recipes/soup.json',
            cookedOn: '2026-02-02',
            cookName: 'Sam',
            photoFile: 'cook-photos/e2.jpg',
          },
          {
            id: 'e3',
            file: 'recipes/soup.json',
            cookedOn: '2026-02-03',
            cookName: 'Sam',
            photoFile: '../etc/passwd',
          },
        ],
      }),
      { name: 'hearth-export/cook-photos/e1.webp', bytes: photo },
    ]);
    expect(cooks.map((cook) => cook.photo)).toEqual([
      { bytes: photo, extension: 'webp', alt: 'Soup in the blue bowl' },
      null,
      null,
    ]);
  });

  it('reads nothing from a file without one, a damaged one, or one deep inside a folder', () => {
    expect(readHearthCookLog([file('recipes/soup.json', {})])).toEqual([]);
    expect(readHearthCookLog([{ name: 'cook-log.json', bytes: new TextEncoder().encode('{') }])).toEqual([]);
    expect(
      readHearthCookLog([
        file('a/b/cook-log.json', {
          cooked: [{ id: 'x', file: 'y.json', cookedOn: '2026-01-01', cookName: 'S' }],
        }),
      ]),
    ).toEqual([]);
  });
});

/** The job's files in memory: what keepCooks puts, logCooksBack reads. */
function memoryStorage() {
  const stored = new Map<string, Uint8Array>();
  const storage = {
    put: async (key: string, body: Uint8Array) => {
      stored.set(key, body);
    },
    read: async (key: string) => stored.get(key) ?? ('missing' as const),
  } as unknown as Parameters<typeof keepCooks>[0];
  return { stored, storage };
}

describe('logging the cooks back when the import is done', () => {
  const job = { jobId: 'j1', userId: 'u1', householdId: 'h1' } as ImportJobRecord;
  const result = (origin: string, recipeId: string | null, status: ItemResultRecord['status'] = 'imported') =>
    ({
      itemKey: origin,
      status,
      origin,
      reason: null,
      recipeId,
      title: `Title of ${origin}`,
      itemRef: null,
      at: '',
    }) as ItemResultRecord;

  it('logs each entry against its recipe, once however often it runs, and none of a file that failed', async () => {
    const { storage } = memoryStorage();
    const logged = new Map<string, CookLogRecord>();
    const deps = {
      storage,
      now: () => new Date('2026-11-28T12:00:00Z'),
      jobs: { results: async () => [result('soup.json', 'r-soup'), result('toast.json', null, 'failed')] },
      cookLog: {
        log: async (entry: CookLogRecord) => {
          if (logged.has(entry.id)) return 'exists' as const;
          logged.set(entry.id, entry);
          return 'logged' as const;
        },
      },
    };
    await keepCooks(storage, 'u1', 'j1', [
      {
        id: 'e1',
        file: 'soup.json',
        cookedOn: '2026-02-01',
        cookName: 'Sam',
        servings: 4,
        rating: 5,
        note: null,
      },
      {
        id: 'e2',
        file: 'toast.json',
        cookedOn: '2026-02-02',
        cookName: 'Sam',
        servings: null,
        rating: null,
        note: null,
      },
    ]);
    expect(await logCooksBack(deps, job)).toBe(1);
    expect(await logCooksBack(deps, job)).toBe(0);
    expect([...logged.values()]).toMatchObject([
      {
        householdId: 'h1',
        recipeId: 'r-soup',
        recipeTitle: 'Title of soup.json',
        cookedOn: '2026-02-01',
        servings: 4,
        rating: 5,
        revision: null,
        loggedBy: 'u1',
      },
    ]);
  });

  it("stores a meal's photo as the importing cook's, at the same key however often it runs", async () => {
    const { stored, storage } = memoryStorage();
    const logged: CookLogRecord[] = [];
    const deps = {
      storage,
      now: () => new Date('2026-11-28T12:00:00Z'),
      jobs: { results: async () => [result('soup.json', 'r-soup')] },
      cookLog: {
        log: async (entry: CookLogRecord) => {
          logged.push(entry);
          return 'logged' as const;
        },
      },
    };
    const bytes = new Uint8Array([9, 8, 7]);
    await keepCooks(storage, 'u1', 'j1', [
      {
        id: 'e1',
        file: 'soup.json',
        cookedOn: '2026-02-01',
        cookName: 'Sam',
        servings: null,
        rating: null,
        note: null,
        photo: { bytes, extension: 'webp', alt: 'Soup in the blue bowl' },
      },
    ]);
    expect(new TextDecoder().decode(stored.get('imports/u1/j1/cooks.json'))).not.toContain('"bytes"');
    await logCooksBack(deps, job);
    await logCooksBack(deps, job);
    const [first, again] = logged;
    expect(first?.photo).toMatch(/^cook-photos\/u1\/1769904000000-[a-f0-9]{32}\.webp$/);
    expect(again?.photo).toBe(first?.photo);
    expect(first?.photoAlt).toBe('Soup in the blue bowl');
    expect(stored.get(first?.photo as string)).toEqual(bytes);
  });

  it('does nothing for a file without a cook log', async () => {
    const deps = {
      storage: { read: async () => 'missing' as const } as unknown as Parameters<typeof keepCooks>[0],
      now: () => new Date(),
      jobs: { results: async () => [] },
      cookLog: { log: async () => 'logged' as const },
    };
    expect(await logCooksBack(deps, job)).toBe(0);
  });
});
