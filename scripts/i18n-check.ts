// The CI completeness check of the interface's catalogs (issue 37; `npm run i18n:check`, and
// scripts/i18n/completeness.test.ts runs it on every test run): the English catalogs match the code's
// messages (else: `npm run i18n:extract`), and every language has all of them, none stale, placeholders
// and plural forms right. Exits 1 with one line per problem.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import {
  type CatalogToCheck,
  catalogProblems,
  oneTranslationProblems,
  type Translations,
} from './i18n/completeness.js';

export async function readCatalogs(): Promise<{ catalogs: CatalogToCheck[]; problems: string[] }> {
  const config = getConfig({ configPath: new URL('../lingui.config.ts', import.meta.url).pathname });
  const sourceLocale = config.sourceLocale ?? 'en';
  const rootDir = config.rootDir ?? process.cwd();
  const problems: string[] = [];
  const catalogs: CatalogToCheck[] = [];
  for (const catalog of await getCatalogs(config)) {
    const collected = (await catalog.collect()) ?? {};
    const english = await catalog.read(sourceLocale);
    const source: Record<string, string> = {};
    for (const [id, message] of Object.entries(collected)) source[id] = message.message ?? id;
    const name = catalog.path.replace(rootDir, '').replace(/^\//, '');
    for (const id of Object.keys(source))
      if (!english?.[id])
        problems.push(`en (${name}): "${source[id]}" is not extracted: run npm run i18n:extract`);
    for (const [id, entry] of Object.entries(english ?? {}))
      if (!(id in source) && !entry.obsolete)
        problems.push(`en (${name}): stale message "${entry.message ?? id}": run npm run i18n:extract`);
    const locales: Record<string, Translations> = {};
    for (const locale of config.locales) {
      if (locale === sourceLocale || locale === config.pseudoLocale) continue;
      locales[locale] = (await catalog.read(locale)) ?? {};
    }
    catalogs.push({ name, source, locales });
  }
  return { catalogs, problems };
}

export async function checkCatalogs(): Promise<string[]> {
  const { catalogs, problems } = await readCatalogs();
  return [...problems, ...catalogs.flatMap(catalogProblems), ...oneTranslationProblems(catalogs)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkCatalogs();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `\n${problems.length} catalog problem(s).` : 'Every catalog is complete.');
  process.exitCode = problems.length ? 1 : 0;
}
