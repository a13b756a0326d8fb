import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishLiterals, englishLiteralsInFrontend, NOT_YET_CONVERTED } from './english-literals';

const repository = fileURLToPath(new URL('../..', import.meta.url));

describe('englishLiterals (the lint rule)', () => {
  it('flags English written in JSX text, visible attributes, drawn strings and toasts', () => {
    const code = `
      export function Planted({ done }: { done: boolean }) {
        toast.success('Saved to your list');
        return (
          <section aria-label="Shopping list">
            <h1>Your shopping list</h1>
            <input placeholder="Add an item" />
            <p>{done ? 'All bought' : null}</p>
          </section>
        );
      }`;
    expect(englishLiterals('planted.tsx', code).map((found) => found.text)).toEqual([
      'Saved to your list',
      'Shopping list',
      'Your shopping list',
      'Add an item',
      'All bought',
    ]);
  });

  it('lets words through the catalogs, and what is not words', () => {
    const code = `
      export function Converted({ count, state }: { count: number; state: string }) {
        const { t } = useLingui();
        return (
          <section aria-label={t\`Shopping list\`} className="flex gap-2" data-state="open">
            <h1><Trans>Your shopping list</Trans></h1>
            {state === 'done' && <span>{count} · 2 × ½</span>}
            <p>{t\`All bought\`}</p>
            <Brand>Hearth</Brand>
          </section>
        );
      }`;
    expect(englishLiterals('converted.tsx', code)).toEqual([]);
  });

  it('finds no English in the directories already converted', () => {
    const found = englishLiteralsInFrontend(repository);
    expect(found.map((literal) => `${literal.file}:${literal.line} ${literal.text}`)).toEqual([]);
  });

  it('lists only directories that still hold English (the list shrinks as they are converted)', () => {
    const all = englishLiteralsInFrontend(repository, []);
    const stillEnglish = NOT_YET_CONVERTED.filter((skipped) =>
      all.some((literal) => literal.file === skipped || literal.file.startsWith(`${skipped}/`)),
    );
    expect(stillEnglish).toEqual(NOT_YET_CONVERTED);
  });
});
