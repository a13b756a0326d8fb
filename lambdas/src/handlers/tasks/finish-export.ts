// Task of the export-everything workflow (workflows/export-everything.asl.ts): the use case
// finishExport (domain/collections/export/finish-export.ts): the job's end and the e-mail.
import { sendMail } from '../../adapters/mail/mailer.js';
import { exportJobRepository } from '../../data/entities/export-job.js';
import { profileRepository } from '../../data/entities/profile.js';
import { type FinishExportDeps, finishExport } from '../../domain/collections/export/finish-export.js';
import { appOrigin } from '../../shared/app-origin.js';
import { db } from '../../shared/clients.js';
import { stepTask } from '../shared/step-task.js';

const deps: FinishExportDeps = {
  jobs: exportJobRepository(db),
  profiles: profileRepository(db),
  sendMail,
  origin: appOrigin,
  now: () => new Date(),
};

export const handler = stepTask('finish-export', (input: Parameters<typeof finishExport>[1]) =>
  finishExport(deps, input),
);
