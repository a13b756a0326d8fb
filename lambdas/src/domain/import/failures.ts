// Why an import failed, as one table shared by the workflow's tasks and the extract route. A task
// throws an ImportFailure whose `name` is the reason: Step Functions carries that name across as the
// error (Lambda's errorType; the local runner's error name) and the route turns it back into the
// status and the user's message here. Anything unnamed becomes 'Failed to extract recipe'.
import { type PdfRefusal, pdfRefusalMessages } from '../extraction/ports.js';
import { type FetchFailure, fetchFailureMessages } from './ports.js';

type OwnFailure =
  | 'NoRecipes'
  | 'NoRecipeInImage'
  | 'FileNotFound'
  | 'FileUnreadable'
  | 'StructuringFailed'
  | 'UnsupportedSource';

export type ImportFailureReason = FetchFailure | PdfRefusal | OwnFailure;

interface FailureAnswer {
  statusCode: number;
  code: string;
  message: string;
}

const answers: Record<ImportFailureReason, FailureAnswer> = {
  InvalidAddress: { statusCode: 400, code: 'bad_request', message: fetchFailureMessages.InvalidAddress },
  AddressRefused: { statusCode: 400, code: 'address_refused', message: fetchFailureMessages.AddressRefused },
  PageNotFound: { statusCode: 422, code: 'page_not_found', message: fetchFailureMessages.PageNotFound },
  PageTimeout: { statusCode: 504, code: 'page_timeout', message: fetchFailureMessages.PageTimeout },
  NotHtml: { statusCode: 422, code: 'not_html', message: fetchFailureMessages.NotHtml },
  PageTooLarge: { statusCode: 422, code: 'page_too_large', message: fetchFailureMessages.PageTooLarge },
  TooManyRedirects: {
    statusCode: 422,
    code: 'too_many_redirects',
    message: fetchFailureMessages.TooManyRedirects,
  },
  PageUnavailable: {
    statusCode: 502,
    code: 'page_unavailable',
    message: fetchFailureMessages.PageUnavailable,
  },
  NoRecipes: { statusCode: 422, code: 'no_recipes', message: 'No recipes found' },
  NoRecipeInImage: { statusCode: 422, code: 'no_recipes', message: 'No recipe found in image' },
  FileNotFound: {
    statusCode: 404,
    code: 'not_found',
    message: 'That file was not found. Please upload it again.',
  },
  FileUnreadable: { statusCode: 422, code: 'file_unreadable', message: 'That file could not be read' },
  TooManyPages: { statusCode: 422, code: 'too_many_pages', message: pdfRefusalMessages.TooManyPages },
  PageTooLargeToRender: {
    statusCode: 422,
    code: 'file_unreadable',
    message: pdfRefusalMessages.PageTooLargeToRender,
  },
  StructuringFailed: { statusCode: 502, code: 'extraction_failed', message: 'Failed to extract recipe' },
  UnsupportedSource: {
    statusCode: 400,
    code: 'bad_request',
    message: 'Choose a web address, an image or a PDF to import',
  },
};

const FALLBACK: FailureAnswer = {
  statusCode: 502,
  code: 'extraction_failed',
  message: 'Failed to extract recipe',
};

export class ImportFailure extends Error {
  constructor(
    readonly reason: ImportFailureReason,
    message: string = answers[reason].message,
  ) {
    super(message);
    this.name = reason;
  }
}

const isReason = (value: string): value is ImportFailureReason => Object.hasOwn(answers, value);

/**
 * The answer for a failed workflow: its error name, and the cause (the task's own message; on AWS a
 * JSON document holding it as errorMessage) used where the reason allows a more precise message.
 */
export function failureAnswer(error: string, cause?: string): FailureAnswer {
  if (error === 'States.Timeout') return answers.PageTimeout;
  if (!isReason(error)) return FALLBACK;
  const answer = answers[error];
  // Only PageUnavailable carries a detail (the HTTP status) worth passing on.
  if (error === 'PageUnavailable' && cause) {
    const message = causeMessage(cause);
    if (message?.startsWith(answer.message)) return { ...answer, message };
  }
  return answer;
}

function causeMessage(cause: string): string | null {
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed.errorMessage === 'string' ? parsed.errorMessage : null;
  } catch {
    return cause;
  }
}
