// The workflow definitions as the local Step Functions runs them: the same ASL modules CDK deploys,
// with each `${…}` substitution replaced by a fake Lambda ARN (aws-local-stepfunctions must have ARNs
// before it loads a definition), and the local state machines' ARNs.
import {
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../lambdas/src/workflows/extract-recipe.asl.js';
import {
  importCollectionTasks,
  localImportDefinition,
} from '../../lambdas/src/workflows/import-collection.asl.js';

const ACCOUNT = '000000000000';
export const localStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-extract-recipe`;

export const localImportStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-import-collection`;

export const localExportStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-export-everything`;

export const localDocumentJobStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-read-document-job`;

/** A definition with each `${…}` substitution replaced by a fake Lambda ARN. */
export function withFakeArns(
  region: string,
  definition: unknown,
  tasks: readonly { substitution: string; handler: string }[],
) {
  let text = JSON.stringify(definition);
  for (const task of tasks) {
    text = text.replaceAll(
      `\${${task.substitution}}`,
      `arn:aws:lambda:${region}:${ACCOUNT}:function:hearth-${task.handler}`,
    );
  }
  if (text.includes('${')) throw new Error('A workflow definition has an unmapped substitution');
  return JSON.parse(text);
}

/** The import-collection definition as the local runner runs it (import-collection.asl.ts says how). */
export const localImportCollectionDefinition = (region: string) =>
  withFakeArns(region, localImportDefinition(), importCollectionTasks);

/** The deployed definition with each `${…}` substitution replaced by a fake Lambda ARN. */
export function localDefinition(region: string) {
  let text = JSON.stringify(extractRecipeDefinition());
  for (const task of extractRecipeTasks) {
    text = text.replaceAll(
      `\${${task.substitution}}`,
      `arn:aws:lambda:${region}:${ACCOUNT}:function:hearth-${task.handler}`,
    );
  }
  if (text.includes('${')) throw new Error('The extract-recipe definition has an unmapped substitution');
  return JSON.parse(text);
}
