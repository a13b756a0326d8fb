// Community prefix search both ways, in-process on the bench's local DynamoDB: before issue 20 a
// prefix read the vocabulary of the words it begins and then up to 8 of their partitions; now a one- or
// two-letter prefix reads its bucket (community-index.ts: CPREFIX#). Counts the index requests of one
// page of candidates (the cards' two BatchGets are the same both ways) and their p95.
import type { DocClient } from '../lambdas/src/data/client.js';
import { communityIndexRepository } from '../lambdas/src/data/entities/community-index.js';
import {
  MAX_PREFIX_PARTITIONS,
  planSearch,
  searchTerms,
} from '../lambdas/src/domain/community/search-terms.js';
import { COMMUNITY_SIZE } from './bench-community.js';
import { measuredClient } from './bench-finder-compare.js';

const PAGE = 24;

export async function compareCommunityPrefix(db: DocClient, iterations: number): Promise<string[][]> {
  const rows: string[][] = [];
  const p95 = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.95 * times.length) - 1)] ?? 0;
  for (const q of ['s', 'ch']) {
    const cells = [
      `Community, ${COMMUNITY_SIZE.toLocaleString('en-US')} public: prefix '${q}' (index reads)`,
    ];
    for (const way of ['vocabulary', 'bucket'] as const) {
      const measured = measuredClient(db);
      const community = communityIndexRepository(measured.client);
      const terms = searchTerms(q);
      if (!terms) throw new Error('no terms');
      const run = async () => {
        if (way === 'bucket')
          return community.candidates(planSearch(terms, [], []) as never, { limit: PAGE });
        // The plan before: the most used words the prefix begins, read as partitions.
        const words = (await community.wordsStartingWith(terms.prefix))
          .filter((entry) => entry.count > 0)
          .sort((a, b) => b.count - a.count)
          .slice(0, MAX_PREFIX_PARTITIONS)
          .map((entry) => entry.word);
        return community.candidates(
          { kind: 'read', partitions: words, whole: [], prefix: null },
          { limit: PAGE },
        );
      };
      await run();
      const before = { ...measured.totals };
      const times: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      cells.push(
        ((measured.totals.requests - before.requests) / iterations).toFixed(0),
        `${((measured.totals.bytes - before.bytes) / iterations / 1024).toFixed(1)} KB`,
        p95(times).toFixed(1),
      );
    }
    rows.push(cells);
  }
  return rows;
}
