// What recipe import needs from outside: a page fetcher that refuses addresses into our own network
// (the http-fetch adapter) and names why a fetch failed, a language model that structures recipe text
// (the llm adapter) into the recipe below, and the extract-recipe and read-document-job workflows
// (adapters/workflows/ starts them on Step Functions).

export type FetchFailure =
  | 'InvalidAddress'
  | 'AddressRefused'
  | 'PageNotFound'
  | 'PageTimeout'
  | 'NotHtml'
  | 'PageTooLarge'
  | 'TooManyRedirects'
  | 'PageUnavailable';

export const fetchFailureMessages: Record<FetchFailure, string> = {
  InvalidAddress: 'Please enter a web address starting with http:// or https://',
  AddressRefused: 'That address cannot be imported',
  PageNotFound: 'That page was not found (404)',
  PageTimeout: 'The page took too long to respond',
  NotHtml: 'That address is not a web page',
  PageTooLarge: 'That page is too large to import',
  TooManyRedirects: 'That page redirects too many times',
  PageUnavailable: 'That page could not be loaded',
};

/** A fetch that failed for a reason the user can act on; `name` is the reason (a workflow error name). */
export class PageFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string = fetchFailureMessages[reason],
  ) {
    super(message);
    this.name = reason;
  }
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  url: string;
  contentType: string;
  html: string;
}

/**
 * A recipe as a language model writes it: what the finder's suggester (finder/ports.ts) and the
 * structurer below both answer (adapters/llm/model-recipe.ts checks a model's answer against it).
 */
export interface ModelRecipe {
  title: string;
  description?: string | null;
  ingredients: string[];
  instructions: string[];
  prepTimeMinutes?: number | null;
  cookTimeMinutes?: number | null;
  servings?: number | null;
}

/** A recipe as a language model structured it from a source text (the adapter checks the answer). */
export interface StructuredRecipe extends ModelRecipe {
  yields?: string | null;
  /** Lines the model could not read with confidence, copied as they appear in the source. */
  uncertainLines: string[];
}

// --- The workflows (implemented on Step Functions by adapters/workflows/; the local stand-in speaks the
// same protocol), so the domain does not reach up into the workflow's code. ---

/** Where a recipe is read from: the workflow's input. */
export type ExtractionSource =
  | { type: 'url'; url: string }
  | { type: 'image'; key: string }
  | { type: 'pdf'; key: string };

/** How one run of the workflow ended. */
export type WorkflowOutcome =
  | { status: 'succeeded'; output: unknown }
  | { status: 'failed'; error: string; cause?: string };

export interface ExtractRecipeWorkflow {
  run(input: ExtractionSource): Promise<WorkflowOutcome>;
}

/**
 * What the quick workflow hands over when a file is too long to read while the request waits: the text
 * job it started for a scanned PDF of several pages, or nothing begun (a large photo), and the pages.
 */
export interface HandOff {
  textJob?: { jobId: string };
  pages?: number;
}

/** A long import's job, as the read-document-job workflow's tasks know it. */
export interface DocumentJobRef {
  userId: string;
  jobId: string;
}

/** The input of the read-document-job workflow (Standard: it runs on by itself). */
export interface DocumentJobInput {
  job: DocumentJobRef;
  type: 'image' | 'pdf';
  key: string;
  handOff: HandOff;
}

export interface DocumentImportWorkflow {
  /** Starts the job's workflow; answers its execution's ARN. */
  start(input: DocumentJobInput, name: string): Promise<string>;
}
