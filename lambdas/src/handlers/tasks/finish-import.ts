// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case finishImport
// (domain/collections/run-import.ts) on the Lambda's table and bucket, and the mail that tells the
// person a large import has ended.
import { sendMail } from '../../adapters/mail/mailer.js';
import { profileRepository } from '../../data/entities/profile.js';
import { finishImport } from '../../domain/collections/run-import.js';
import { appOrigin } from '../../shared/app-origin.js';
import { db } from '../../shared/clients.js';
import { collectionImportDeps } from './collection-import.js';

const deps = {
  ...collectionImportDeps,
  mail: { profiles: profileRepository(db), sendMail, origin: appOrigin },
};

export const handler = (input: Parameters<typeof finishImport>[1]) => finishImport(deps, input);
