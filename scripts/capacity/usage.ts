import { familyMonth, MONTH_SECONDS, PEAK_FACTOR, visitRequests } from './family-month.js';
import type { Measured } from './shapes.js';
import type { DeployLimits } from './templates.js';

/** How many of each measured kind of request one family sends in a month. */
export function monthlyKinds(): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const [kind, perVisit] of Object.entries(visitRequests)) kinds[kind] = perVisit * familyMonth.visits;
  for (const [kind, n] of Object.entries(familyMonth.monthlyRequests)) kinds[kind] = (kinds[kind] ?? 0) + n;
  kinds['sign-up'] = familyMonth.newFamilyShare * familyMonth.cooks;
  return kinds;
}

export const perSecond = (perFamilyMonth: number, families: number) =>
  (perFamilyMonth * families * PEAK_FACTOR) / MONTH_SECONDS;

export const headroom = (limit: number, peak: number) => (peak > 0 ? limit / peak : Number.POSITIVE_INFINITY);

/** A family's month in the units each service counts. */
export function familyUsage(measured: Measured, limits: DeployLimits) {
  const kinds = monthlyKinds();
  const action = (kind: string) => {
    const found = measured.actions[kind];
    if (!found) throw new Error(`docs/scale/measured.json has no "${kind}": run npm run load -- --record`);
    return found;
  };
  const documentImports = familyMonth.photoImports + familyMonth.pdfImports;
  const apiKinds = Object.entries(kinds).filter(([kind]) => kind !== 'sign-up');
  const apiRequests =
    apiKinds.reduce((sum, [, n]) => sum + n, 0) +
    // A photo or PDF: its upload is signed, then extracted (the 'add recipe' that saves it is counted).
    documentImports * 2 +
    familyMonth.collectionImportShare * 5 +
    familyMonth.exportShare * 3 +
    familyMonth.cookbookShare;
  const apiSeconds = apiKinds.reduce((sum, [kind, n]) => sum + (n * action(kind).ms.mean) / 1000, 0);
  const addRecipeSeconds = action('add recipe').ms.mean / 1000;
  const collectionItems = familyMonth.collectionImportShare * familyMonth.recipesPerCollection;
  const listChanges =
    (visitRequests['list tick'] ?? 0) * familyMonth.visits +
    (visitRequests['list add'] ?? 0) * familyMonth.visits;
  const gb = (mb: number) => mb / 1024;
  const lambdaGbSeconds =
    apiSeconds * gb(limits.apiFunctionMb) +
    documentImports * familyMonth.documentImportSeconds * gb(limits.importTaskMb) +
    (familyMonth.monthlyRequests['import a page'] ?? 0) *
      familyMonth.pageImportSeconds *
      gb(limits.importTaskMb) +
    collectionItems * addRecipeSeconds * 1 +
    listChanges * 0.05 * gb(512);
  const lambdaInvocations =
    apiRequests +
    (familyMonth.monthlyRequests['import a page'] ?? 0) * 2 +
    documentImports * 3 +
    collectionItems +
    listChanges +
    familyMonth.visits * 3;
  const units = { reads: 0, writes: 0 };
  const byPartition = new Map<
    string,
    { where: string; key: string; side: 'reads' | 'writes'; monthly: number }
  >();
  for (const [kind, n] of Object.entries(kinds))
    for (const side of ['reads', 'writes'] as const)
      for (const use of action(kind)[side]) {
        units[side] += n * use.units;
        const id = `${side} ${use.where} ${use.keyClass}`;
        const entry = byPartition.get(id) ?? { where: use.where, key: use.keyClass, side, monthly: 0 };
        entry.monthly += n * use.units;
        byPartition.set(id, entry);
      }
  const socketMinutes = familyMonth.visits * familyMonth.visitMinutes;
  const socketMessages =
    socketMinutes / familyMonth.heartbeatMinutes + listChanges * familyMonth.pushesPerChange;
  const imageViews = familyMonth.visits * familyMonth.imagesPerVisit * (1 - familyMonth.imageBrowserHits);
  const edgeRequests = apiRequests + imageViews + familyMonth.visits * familyMonth.assetRequestsPerVisit;
  const edgeGb = (imageViews * familyMonth.imageKb + apiRequests * familyMonth.apiResponseKb) / (1024 * 1024);
  return {
    kinds,
    apiRequests,
    apiSeconds,
    addRecipeSeconds,
    collectionItems,
    documentImports,
    listChanges,
    lambdaGbSeconds,
    lambdaInvocations,
    dynamoReadUnits: units.reads,
    dynamoWriteUnits: units.writes,
    byPartition: [...byPartition.values()],
    socketMinutes,
    socketMessages,
    imageViews,
    edgeRequests,
    edgeGb,
    textractPages: familyMonth.photoImports + familyMonth.pdfImports * familyMonth.pagesPerPdf,
    logGb: ((apiRequests + lambdaInvocations) * familyMonth.logBytesPerRequest) / 1024 ** 3,
  };
}
