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
