// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case finishImport
// (domain/collections/run-import.ts) on the Lambda's table and bucket, the mail that tells the person a
// large import has ended, and the queue: the job's place goes to the next waiting import (issue 32),
// started on the state machine this run belongs to (its ARN travels in the run's input).
import { sendMail } from '../../adapters/mail/mailer.js';
import { importCollectionWorkflow } from '../../adapters/workflows/import-collection.js';
import { cookLogRepository } from '../../data/entities/cook-log.js';
import { importJobRepository } from '../../data/entities/import-job.js';
import { importQueueRepository } from '../../data/entities/import-queue.js';
import { profileRepository } from '../../data/entities/profile.js';
import { recipeRepository } from '../../data/entities/recipe.js';
import { recipeVersionRepository } from '../../data/entities/recipe-version.js';
import { finishImport } from '../../domain/collections/run-import.js';
import { appOrigin } from '../../shared/app-origin.js';
import { SFNClient } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { config, isLocal, stepFunctionsEndpoint } from '../../shared/config.js';
import { stepTask } from '../shared/step-task.js';
import { collectionImportDeps } from './collection-import.js';

let stepFunctions: SFNClient | null = null;
const client = () => {
  const endpoint = stepFunctionsEndpoint();
  stepFunctions ??= new SFNClient({
    region: config.AWS_REGION,
    endpoint,
    credentials: isLocal ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    disableHostPrefix: Boolean(endpoint),
  });
  return stepFunctions;
};

const deps = {
  ...collectionImportDeps,
  // Hearth's own export's cook log, logged back once the job is done (issue 39).
  cookLog: cookLogRepository(db),
  // and each recipe's history (versions/*.json), given to the recipe its file became.
  histories: { recipes: recipeRepository(db), versions: recipeVersionRepository(db) },
  mail: {
    profiles: profileRepository(db),
    jobs: importJobRepository(db),
    now: () => new Date(),
    sendMail,
    origin: appOrigin,
  },
  queue: {
    queue: importQueueRepository(db),
    capacity: config.COLLECTION_IMPORTS_AT_ONCE,
    workflowOf: (stateMachineArn: string) => importCollectionWorkflow(client(), stateMachineArn),
  },
};

export const handler = stepTask('finish-import', (input: Parameters<typeof finishImport>[1]) =>
  finishImport(deps, input),
);
