// What a person uploads to import a collection, read into items: which app wrote it is told by what
// is inside (file names are only a hint), every item is checked the way the recipe form checks a
// recipe, and an item that cannot be read fails alone with its reason. The whole file is refused
// (ArchiveRefused) only when it is over the caps or is nothing Hearth reads.
import {
  ARCHIVE_LIMITS,
  ArchiveBudget,
  type ArchiveEntry,
  type ArchiveLimits,
  ArchiveRefused,
  isGzip,
  isZip,
  readZip,
} from './archive.js';
import { looksLikeRecipeCsv, readCsv } from './formats/csv.js';
import { type ImportedCook, readHearthCookLog } from './formats/hearth-cook-log.js';
import { type ImportedHistory, readHearthVersions } from './formats/hearth-versions.js';
import { isMealieRecipe, readMealie } from './formats/mealie.js';
import { isPaprikaEntry, readPaprika } from './formats/paprika.js';
import { isMicrodataRecipePage, readPaprikaHtml } from './formats/paprika-html.js';
import { baseName, emptyRead, type FormatRead } from './formats/read.js';
import { isRecipeKeeperPage, readRecipeKeeper } from './formats/recipe-keeper.js';
import { readSchemaOrg } from './formats/schema-org.js';
import { isTandoorRecipe, readTandoor } from './formats/tandoor.js';
import { isBookmarksFile, looksLikeUrlList, readBookmarks, readUrlList } from './formats/url-list.js';
import { type CollectionItem, finishDraft, type ItemFailure, keyOf } from './item.js';
import { decodeText, parseJson } from './text.js';

export type CollectionFormat =
  | 'paprika'
  | 'paprika-html'
  | 'recipe-keeper'
  | 'mealie'
  | 'tandoor'
  | 'schema-org'
  | 'csv'
  | 'web-addresses';

export interface CollectionRead {
  format: CollectionFormat;
  items: CollectionItem[];
  failures: ItemFailure[];
  /** Items that repeat an earlier one word for word: imported once. */
  duplicates: ItemFailure[];
  /** Hearth's own export: the household's cook log, each entry naming its recipe's file (issue 39). */
  cooks: ImportedCook[];
  /** Hearth's own export: each recipe's history, naming its recipe's file (issue 39). */
  histories: ImportedHistory[];
}

export const UNRECOGNISED =
  'Hearth does not recognise this file. It reads exports of Paprika (its recipes file or its HTML export), Recipe Keeper, Mealie and Tandoor, schema.org recipes (JSON-LD, also Hearth’s own export), a spreadsheet (CSV) with a header row, and lists of web addresses or browser bookmarks.';

function readZipCollection(
  entries: ArchiveEntry[],
  budget: ArchiveBudget,
  origin: string,
): [CollectionFormat, FormatRead] {
  const json = entries.filter((e) => /\.json$/i.test(e.name));
  if (entries.some((e) => isPaprikaEntry(e.name))) return ['paprika', readPaprika(entries, budget)];
  if (json.some((e) => baseName(e.name) === 'database.json' || isMealieRecipe(parseJson(e.bytes)))) {
    return ['mealie', readMealie(entries)];
  }
  if (entries.some((e) => /\.zip$/i.test(e.name) || baseName(e.name) === 'recipe.json')) {
    return ['tandoor', readTandoor(entries, budget, origin)];
  }
  const pages = entries.filter((e) => /\.html?$/i.test(e.name)).map((e) => decodeText(e.bytes));
  if (pages.some(isRecipeKeeperPage)) return ['recipe-keeper', readRecipeKeeper(entries)];
  if (pages.some(isMicrodataRecipePage)) return ['paprika-html', readPaprikaHtml(entries)];
  if (entries.some((e) => /\.(json|jsonld|html?)$/i.test(e.name)))
    return ['schema-org', readSchemaOrg(entries)];
  const sheets = entries.filter((e) => /\.csv$/i.test(e.name));
  if (sheets.length > 0) {
    const reads = sheets.map((e) => readCsv(decodeText(e.bytes), baseName(e.name)));
    return [
      'csv',
      { drafts: reads.flatMap((r) => r.drafts), links: [], failures: reads.flatMap((r) => r.failures) },
    ];
  }
  throw new ArchiveRefused(UNRECOGNISED);
}

function readSingleFile(
  name: string,
  bytes: Uint8Array,
  budget: ArchiveBudget,
): [CollectionFormat, FormatRead] {
  if (isGzip(bytes))
    return [
      'paprika',
      readPaprika([{ name: /\.paprikarecipe$/i.test(name) ? name : `${name}.paprikarecipe`, bytes }], budget),
    ];
  budget.countBytes(bytes.length);
  const text = decodeText(bytes);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    const value = parseJson(bytes);
    if (isMealieRecipe(value)) return ['mealie', readMealie([{ name: 'recipe.json', bytes }])];
    if (isTandoorRecipe(value))
      return ['tandoor', readTandoor([{ name: 'recipe.json', bytes }], budget, name)];
    return [
      'schema-org',
      readSchemaOrg([{ name: /\.json(ld)?$/i.test(name) ? name : `${name}.json`, bytes }]),
    ];
  }
  if (isBookmarksFile(text)) return ['web-addresses', readBookmarks(text, name)];
  const page = [{ name: /\.html?$/i.test(name) ? name : `${name}.html`, bytes }];
  if (start === '<' && isRecipeKeeperPage(text)) return ['recipe-keeper', readRecipeKeeper(page)];
  if (start === '<' && isMicrodataRecipePage(text)) return ['paprika-html', readPaprikaHtml(page)];
  if (start === '<')
    return ['schema-org', readSchemaOrg([{ name: /\.html?$/i.test(name) ? name : `${name}.html`, bytes }])];
  if (looksLikeRecipeCsv(text)) return ['csv', readCsv(text, name)];
  if (looksLikeUrlList(text)) return ['web-addresses', readUrlList(text, name)];
  throw new ArchiveRefused(UNRECOGNISED);
}

/** Reads an uploaded collection; throws ArchiveRefused when the whole file is refused. */
export function readCollection(
  file: { name: string; bytes: Uint8Array },
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): CollectionRead {
  const budget = new ArchiveBudget(limits);
  const name = baseName(file.name.replace(/\\/g, '/')) || 'the file';
  let format: CollectionFormat;
  let read: FormatRead = emptyRead();
  const failures: ItemFailure[] = [];
  let cooks: ImportedCook[] = [];
  let histories: ImportedHistory[] = [];
  if (isZip(file.bytes)) {
    const contents = readZip(file.bytes, budget);
    cooks = readHearthCookLog(contents.entries);
    histories = readHearthVersions(contents.entries);
    for (const unsafe of contents.unsafe) {
      failures.push({
        origin: unsafe,
        reason: `${unsafe} points outside the archive's folder, so it was not read`,
      });
    }
    [format, read] = readZipCollection(contents.entries, budget, name);
  } else {
    [format, read] = readSingleFile(name, file.bytes, budget);
  }
  failures.push(...read.failures);

  const items: CollectionItem[] = [];
  const duplicates: ItemFailure[] = [];
  const seen = new Map<string, string>();
  const keep = (item: CollectionItem) => {
    const first = seen.get(item.key);
    if (first !== undefined) {
      duplicates.push({ origin: item.origin, reason: `The same recipe as ${first}, so it is imported once` });
      return;
    }
    seen.set(item.key, item.origin);
    items.push(item);
  };
  for (const { draft, origin } of read.drafts) {
    const finished = finishDraft(draft, origin);
    if ('failure' in finished) failures.push(finished.failure);
    else keep(finished.item);
  }
  for (const { url, origin } of read.links) keep({ kind: 'link', key: keyOf('link', url), origin, url });
  if (items.length === 0 && failures.length === 0)
    throw new ArchiveRefused(`${name} holds no recipes Hearth can read`);
  return { format, items, failures, duplicates, cooks, histories };
}
