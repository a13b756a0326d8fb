import { describe, expect, it } from 'vitest';
import { Ledger, outcomeOf } from './ledger.js';

describe("npm run chaos's ledger", () => {
  it('reads an answer as a person would: 2xx happened, 4xx did not, 5xx or none may have', () => {
    expect([201, 204, 400, 404, 429, 500, 503, null].map(outcomeOf)).toEqual([
      'acknowledged',
      'acknowledged',
      'refused',
      'refused',
      'refused',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('finds an acknowledged creation missing, one there twice, and a refused one there anyway', () => {
    const ledger = new Ledger();
    ledger.create('line:1:kept', 'acknowledged');
    ledger.create('line:1:lost', 'acknowledged');
    ledger.create('line:1:twice', 'acknowledged');
    ledger.create('line:1:refused', 'refused');
    ledger.create('line:1:maybe', 'unknown');
    ledger.create('line:1:maybe-not', 'unknown');
    const found = new Map([
      ['line:1:kept', 1],
      ['line:1:twice', 2],
      ['line:1:refused', 1],
      ['line:1:maybe', 1],
    ]);
    expect(ledger.check(found, new Map())).toEqual({
      lost: ['line:1:lost'],
      doubled: ['line:1:twice (2 times)'],
      appliedThoughRefused: ['line:1:refused'],
      writes: { acknowledged: 3, refused: 1, unknown: 2 },
    });
  });

  it('holds an update to the last acknowledged value, or any unknown one sent after it', () => {
    const ledger = new Ledger();
    ledger.start('tick:a', 'false');
    ledger.update('tick:a', 'true', 'acknowledged');
    ledger.update('tick:a', 'false', 'unknown');
    ledger.update('tick:a', 'true', 'refused');
    ledger.start('rating:b', 'null');
    ledger.update('rating:b', '4', 'acknowledged');
    const settled = (a: string, b: string) =>
      ledger.check(
        new Map(),
        new Map([
          ['tick:a', a],
          ['rating:b', b],
        ]),
      ).lost;
    expect(settled('true', '4')).toEqual([]);
    expect(settled('false', '4')).toEqual([]);
    expect(settled('true', 'null')).toEqual(['rating:b: null, expected 4']);
  });
});
