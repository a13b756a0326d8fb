// What recipe import needs from outside: a page fetcher that refuses addresses into our own network
// (the http-fetch adapter) and names why a fetch failed, and a language model that structures recipe
// text (the llm adapter) into the recipe below.

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

/** A recipe as a language model structured it (the adapter checks the model's answer against this). */
export interface StructuredRecipe {
  title: string;
  description?: string | null;
  ingredients: string[];
  instructions: string[];
  prepTimeMinutes?: number | null;
  cookTimeMinutes?: number | null;
  servings?: number | null;
  yields?: string | null;
  /** Lines the model could not read with confidence, copied as they appear in the source. */
  uncertainLines: string[];
}
