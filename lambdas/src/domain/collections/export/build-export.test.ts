// BuildExport over in-memory repositories (issue 40): every own recipe across pages, each once under
// a unique file name with its photo, nobody else's; the plans, the list and the README; the job marked
// done with its counts; and a fault mid-way throws the partial upload away and leaves the job running
// for the workflow to fail. The export's round trip through the real stack is in
// test/integration/export-round-trip.test.ts.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FileSink } from '../ports.js';
import { type BuildExportDeps, buildExport } from './build-export.js';

const NOW = new Date('2026-03-04T10:00:00.000Z');
const photoPath = (n: number) => `/api/media/recipe-images/u1/17000000000${String(n).padStart(2, '0')}.jpg`;

function recipe(n: number, over: Record<string, unknown> = {}) {
  return {
    id: `r${n}`,
    userId: 'u1',
    title: `Soup ${n}`,
    ingredients: '2 leeks',
    instructions: 'Simmer.',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

function setUp(options: {
  recipes: ReturnType<typeof recipe>[];
  photos?: Record<string, Uint8Array | 'too-large'>;
  failReading?: string;
  status?: string;
  cooked?: Record<string, unknown>[];
}) {
  const sink = { chunks: [] as Uint8Array[], closed: false, aborted: false };
  const updates: unknown[] = [];
  const byId = new Map(options.recipes.map((r) => [r.id, r]));
  const fileSink: FileSink = {
    write: async (bytes) => void sink.chunks.push(bytes),
    close: async () => {
      sink.closed = true;
      return sink.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    abort: async () => {
      sink.aborted = true;
    },
  };
  const deps = {
    jobs: {
      get: async () => ({
        status: options.status ?? 'running',
        zipKey: 'exports/u1/j1.zip',
        householdId: 'h1',
      }),
      update: async (...args: unknown[]) => void updates.push(args),
    },
    recipes: {
      // The owner index, a page at a time (its cursor is the next index).
      ownerFeed: async (_userId: string, page: { limit: number; cursor?: string }) => {
        const from = Number(page.cursor ?? 0);
        const items = options.recipes.slice(from, from + page.limit).map((r) => ({ id: r.id }));
        const next = from + page.limit;
        return { items, nextCursor: next < options.recipes.length ? String(next) : null };
      },
      getWithLinks: async (id: string) => {
        const found = byId.get(id);
        return found
          ? {
              recipe: found,
              categoryLinks: [{ direct: true, category: { name: 'Soups' } }],
              tags: [{ name: 'winter' }],
            }
          : null;
      },
    },
    ratings: { ratingsOfUser: async () => [{ recipeId: 'r1', rating: 5 }] },
    mealPlans: {
      listByOwner: async (householdId: string) => (householdId === 'h1' ? [{ id: 'p1' }] : []),
      read: async () => ({
        parent: { id: 'p1', name: 'Week 10', startDate: '2026-03-02' },
        children: [{ id: 'e1', recipeId: 'r1', dayOfWeek: 0, mealType: 'dinner', position: 0 }],
      }),
    },
    shopping: {
      read: async () => ({
        list: { name: 'Groceries' },
        items: [{ item: 'milk', quantity: '1 l', aisle: 'Dairy', checked: false, recipes: [] }],
      }),
    },
    storage: {
      create: async () => fileSink,
      read: async (key: string) => {
        if (key === options.failReading) throw new Error('S3 is having a bad day');
        const photo = options.photos?.[key];
        return photo === 'too-large' ? { tooLarge: true } : (photo ?? null);
      },
      signDownload: async () => 'https://example.com/zip',
    },
    now: () => NOW,
    ...(options.cooked ? { cookLog: { all: async () => options.cooked } } : {}),
  } as unknown as BuildExportDeps;
  const files = () => {
    const all = new Uint8Array(sink.chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of sink.chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return unzipSync(all);
  };
  return { deps, sink, updates, files };
}

const json = (bytes: Uint8Array | undefined) => JSON.parse(strFromU8(bytes as Uint8Array));

describe('buildExport', () => {
  it("zips every one of the person's recipes across pages, each once, with unique names and its photo", async () => {
    const recipes = Array.from({ length: 53 }, (_, i) => recipe(i + 1));
    recipes[1] = recipe(2, { title: 'Soup 1' }); // the same title twice
    recipes[2] = recipe(3, { imageUrl: photoPath(3) });
    recipes[3] = recipe(4, { userId: 'someone-else' }); // not theirs: never exported
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const { deps, files, updates, sink } = setUp({
      recipes,
      photos: { [photoPath(3).slice('/api/media/'.length)]: photo },
    });

    await buildExport(deps, { jobId: 'j1', userId: 'u1' });

    const zip = files();
    const recipeFiles = Object.keys(zip).filter((name) => name.startsWith('recipes/'));
    expect(recipeFiles).toHaveLength(52);
    expect(recipeFiles).toEqual(expect.arrayContaining(['recipes/soup-1.json', 'recipes/soup-1-2.json']));
    expect(recipeFiles).not.toContain('recipes/soup-4.json');
    expect(zip['photos/soup-3.jpg']).toEqual(photo);
    expect(json(zip['recipes/soup-3.json'])).toMatchObject({ name: 'Soup 3', image: 'photos/soup-3.jpg' });
    expect(json(zip['recipes/soup-1.json'])).toMatchObject({
      'hearth:rating': 5,
      recipeCategory: ['Soups'],
      keywords: 'winter',
    });
    expect(json(zip['meal-plans.json']).mealPlans).toEqual([
      expect.objectContaining({
        name: 'Week 10',
        meals: [expect.objectContaining({ recipeFile: 'recipes/soup-1.json' })],
      }),
    ]);
    expect(json(zip['shopping-list.json'])).toMatchObject({ name: 'Groceries', items: [{ item: 'milk' }] });
    expect(strFromU8(zip['README.txt'] as Uint8Array)).toContain('52 recipe(s)');
    expect(sink.closed).toBe(true);
    expect(updates).toEqual([
      [
        'u1',
        'j1',
        'running',
        expect.objectContaining({
          status: 'done',
          recipes: 52,
          photos: 1,
          mealPlans: 1,
          finishedAt: NOW.toISOString(),
        }),
      ],
    ]);
  });

  it("puts the household's cook-log photos beside cook-log.json, each named by its entry (issue 39)", async () => {
    const key = 'cook-photos/u2/1772600767890-0123456789abcdef0123456789abcdef.webp';
    const photo = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2]);
    const entry = (id: string, over: Record<string, unknown> = {}) => ({
      id,
      householdId: 'h1',
      recipeId: 'r1',
      recipeTitle: 'Soup 1',
      cookedOn: '2026-03-01',
      cookName: 'Sam',
      servings: 4,
      rating: null,
      note: null,
      revision: 1,
      loggedBy: 'u2',
      createdAt: NOW.toISOString(),
      photo: null,
      photoAlt: null,
      ...over,
    });
    const { deps, files } = setUp({
      recipes: [recipe(1)],
      photos: { [key]: photo },
      cooked: [
        entry('c1', { photo: key, photoAlt: 'The soup in the blue pot' }),
        entry('c2'),
        entry('c3', { photo: 'cook-photos/u2/1772600767890-ffffffffffffffffffffffffffffffff.jpg' }),
      ],
    });
    await buildExport(deps, { jobId: 'j1', userId: 'u1' });
    const zip = files();
    expect(zip['cook-photos/c1.webp']).toEqual(photo);
    expect(Object.keys(zip).filter((name) => name.startsWith('cook-photos/'))).toEqual([
      'cook-photos/c1.webp',
    ]);
    const { cooked } = json(zip['cook-log.json']);
    expect(cooked[0]).toMatchObject({
      id: 'c1',
      photoFile: 'cook-photos/c1.webp',
      photoAlt: 'The soup in the blue pot',
      file: 'recipes/soup-1.json',
    });
    // No bucket key, household or cook id leaves in the file; a photo gone from storage is named by none.
    expect(cooked[0]).not.toHaveProperty('photo');
    expect(cooked[0]).not.toHaveProperty('loggedBy');
    expect(cooked[1].photoFile).toBeNull();
    expect(cooked[2].photoFile).toBeNull();
    expect(strFromU8(zip['README.txt'] as Uint8Array)).toContain('cook-photos/');
  });

  it('leaves out a photo it cannot read whole, and the recipe names none', async () => {
    const key = photoPath(1).slice('/api/media/'.length);
    const { deps, files } = setUp({
      recipes: [recipe(1, { imageUrl: photoPath(1) })],
      photos: { [key]: 'too-large' },
    });
    await buildExport(deps, { jobId: 'j1', userId: 'u1' });
    const zip = files();
    expect(Object.keys(zip).filter((name) => name.startsWith('photos/'))).toEqual([]);
    expect(json(zip['recipes/soup-1.json']).image).toBeUndefined();
  });

  it('throws the partial zip away and does not mark the job done when something fails mid-way', async () => {
    const recipes = [recipe(1), recipe(2, { imageUrl: photoPath(2) })];
    const { deps, sink, updates } = setUp({ recipes, failReading: photoPath(2).slice('/api/media/'.length) });
    await expect(buildExport(deps, { jobId: 'j1', userId: 'u1' })).rejects.toThrow('S3 is having a bad day');
    expect(sink.aborted).toBe(true);
    expect(sink.closed).toBe(false);
    expect(updates).toEqual([]);
  });

  it('does nothing for a job that is not running (cancelled, or already done)', async () => {
    const { deps, sink, updates } = setUp({ recipes: [recipe(1)], status: 'done' });
    await buildExport(deps, { jobId: 'j1', userId: 'u1' });
    expect(sink.chunks).toEqual([]);
    expect(updates).toEqual([]);
  });
});
