// What the import use case needs of the extract-recipe workflow: the use case owns this port, and
// workflows/extract-recipe-runner.ts implements it on Step Functions (the local stand-in speaks the same
// protocol), so the domain does not reach up into the workflow's code.

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
