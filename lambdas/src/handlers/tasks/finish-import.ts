import { importCollectionWorkflow } from '../../adapters/workflows/import-collection.js';
import { cookLogRepository } from '../../data/entities/cook-log.js';
import { importQueueRepository } from '../../data/entities/import-queue.js';
import { recipeRepository } from '../../data/entities/recipe.js';
import { recipeVersionRepository } from '../../data/entities/recipe-version.js';
import { finishImport } from '../../domain/collections/run-import.js';
import type { SFNClient } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { config, stepFunctionsEndpoint } from '../../shared/config.js';
import { importEndMail, stepFunctionsClient } from '../shared/collection-import-wiring.js';
import { stepTask } from '../shared/step-task.js';
import { collectionImportDeps } from './collection-import.js';

let stepFunctions: Pick<SFNClient, 'send'> | null = null;
const client = () => {
  const endpoint = stepFunctionsEndpoint();
  stepFunctions ??= stepFunctionsClient(endpoint);
  return stepFunctions;
};

const deps = {
  ...collectionImportDeps,
  // Hearth's own export's cook log, logged back once the job is done (issue 39).
  cookLog: cookLogRepository(db),
  // and each recipe's history (versions/*.json), given to the recipe its file became.
  histories: { recipes: recipeRepository(db), versions: recipeVersionRepository(db) },
  mail: importEndMail(),
  queue: {
    queue: importQueueRepository(db),
    capacity: config.COLLECTION_IMPORTS_AT_ONCE,
    workflowOf: (stateMachineArn: string) => importCollectionWorkflow(client(), stateMachineArn),
  },
};

export const handler = stepTask('finish-import', (input: Parameters<typeof finishImport>[1]) =>
  finishImport(deps, input),
);
