// What one active family asks of Hearth in a month: the assumptions of the capacity model, in one place
// (docs/SCALE.md explains each). The requests are the kinds `npm run load -- --record` measures
// (scripts/capacity/measure.ts), so each is costed by what it was measured to do; the rest (the model,
// Textract, e-mail, the socket) by the service's own units.

/** Kinds of request, as measure.ts names them, and how many of each a visit sends (40 in all). */
export const visitRequests: Record<string, number> = {
  me: 2,
  home: 6,
  categories: 2,
  'recipe page': 11,
  comments: 4,
  rating: 1,
  'list read': 3,
  'list tick': 4,
  'list add': 2,
  'meal plans': 2,
  'community feed': 1,
  'community search': 1,
  'finder search': 1,
};

export const familyMonth = {
  /** People in a family who sign in (Cognito bills each as a monthly active user). */
  cooks: 4,
  /** Visits a month, all cooks together (two a day). */
  visits: 60,
  /** Minutes a visit lasts; its tab keeps the live socket open meanwhile (every signed-in tab does). */
  visitMinutes: 20,
  /** Requests of a month outside visits, by kind (measured too). Every import is saved as a recipe. */
  monthlyRequests: {
    'import a page': 16,
    'add recipe': 20,
    suggestions: 10,
    'share by e-mail': 2,
    'community videos': 6,
  } as Record<string, number>,
  /** A tenth of the families are new each month: each cook signs up (the profile's e-mail index). */
  newFamilyShare: 0.1,
  /** Photo and PDF imports (each also one 'add recipe' above): pages Textract reads. */
  photoImports: 3,
  pdfImports: 1,
  pagesPerPdf: 3,
  /** Imports the model structures (pages without recipe data, photos, PDFs) and AI suggestions. */
  modelCalls: 4 + 3 + 1 + 10,
  tokensIn: 2_000,
  tokensOut: 800,
  /** How long a photo or PDF import runs (Textract and the model), on 1,536 MB task functions. */
  documentImportSeconds: 6,
  /** How long a page import's workflow runs, all tasks together, on 1,536 MB (FetchPage and Normalise). */
  pageImportSeconds: 2,
  /** E-mails the app sends a family (invitations, shares, notices). */
  emails: 10,
  /** Sign-ins (new devices, expired sessions) and token refreshes (one an hour of an open tab). */
  signIns: 4,
  tokenRefreshesPerVisit: 1,
  /** Messages on the live socket: a heartbeat every few minutes, and each list or plan change pushed
   * to the family's other open tabs. */
  heartbeatMinutes: 5,
  pushesPerChange: 1.5,
  /** A share of families imports a whole collection (onboarding) or exports everything each month. */
  collectionImportShare: 0.02,
  recipesPerCollection: 200,
  exportShare: 0.01,
  cookbookShare: 0.05,
  /** Photos: what a family keeps, adds, and looks at (cards and recipe pages). */
  storedMediaGb: 0.09,
  newMediaGb: 0.003,
  imagesPerVisit: 20,
  imageKb: 250,
  /** Share of image views the browser or the edge already holds (an hour in the browser, a week at the edge). */
  imageBrowserHits: 0.5,
  imageEdgeHits: 0.9,
  /** The site's own files a visit asks the edge for (index.html, config.json, the service worker). */
  assetRequestsPerVisit: 5,
  /** Bytes of an API answer, on average (measured answers are mostly 1-10 KB). */
  apiResponseKb: 4,
  /** DynamoDB: items a family keeps (recipes and their links, lists, plans), with the four indexes. */
  storedTableGb: 0.015,
  /** Log bytes a request leaves (Lambda's START/END/REPORT, the app's lines, the API access log). */
  logBytesPerRequest: 1_200,
} as const;

/** Peak over average: a family app's busiest hour carries about 15% of a day's use (3.6x), rounded up. */
export const PEAK_FACTOR = 4;

/** Seconds in an average month. */
export const MONTH_SECONDS = (365.25 / 12) * 24 * 3600;

/**
 * The most-read community prefix bucket's share of prefix reads: 's' begins the most English words
 * (about 11-16% of them); the model takes the high end.
 */
export const HOTTEST_PREFIX_SHARE = 0.16;

/** After a network blip every open socket reconnects; the client's jittered backoff spreads them over this. */
export const RECONNECT_SPREAD_SECONDS = 60;

export const requestsPerVisit = Object.values(visitRequests).reduce((sum, n) => sum + n, 0);
