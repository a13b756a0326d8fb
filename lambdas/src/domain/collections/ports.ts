// What a collection import needs from outside: the bucket (the file, each item, the manifest, the
// photos), the workflow that runs the job, and a reader of web pages for lists of addresses.
import type { FileStorage } from '../media/ports.js';
import type { RecipeDraft } from './item.js';

export type ImportStorage = Pick<
  FileStorage,
  | 'signUpload'
  | 'head'
  | 'read'
  | 'put'
  | 'startMultipart'
  | 'signPart'
  | 'completeMultipart'
  | 'abortMultipart'
>;

/** What the workflow starts with: a new job reads its file; a retry goes straight to its items. */
export interface ImportRun {
  jobId: string;
  userId: string;
  /** A retry's manifest (and its items inline, for the local runner; see import-collection.asl.ts). */
  manifest?: { bucket: string; key: string };
  items?: { key: string; itemKey: string }[];
}

export interface ImportWorkflow {
  /** Starts a run; answers its execution's id. */
  start(run: ImportRun, name: string): Promise<string>;
  /** Stops a run (cancel); a run already over is left alone. */
  stop(executionArn: string): Promise<void>;
}

/** Reads the recipe at a web address (the URL extractor behind its SSRF guard). */
export interface PageRecipes {
  read(url: string): Promise<{ draft: RecipeDraft } | { reason: string }>;
}
