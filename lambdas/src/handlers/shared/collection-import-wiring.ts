// What the route that starts collection imports and the task that finishes them wire the same way:
// the Step Functions client (pointed at the local stand-in when STEP_FUNCTIONS_ENDPOINT is set) and the
// mail that tells the person a large import has ended.
import { sendMail } from '../../adapters/mail/mailer.js';
import { importJobRepository } from '../../data/entities/import-job.js';
import { profileRepository } from '../../data/entities/profile.js';
import type { ImportMailDeps } from '../../domain/collections/import-mail.js';
import { appOrigin } from '../../shared/app-origin.js';
import { SFNClient } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { config, isLocal } from '../../shared/config.js';

/**
 * A Step Functions client for AWS, or for the stand-in at `endpoint`, built (and its SDK loaded) when
 * the first command is sent: a route that starts no workflow never pays for it (issue 35's cold start).
 */
export function stepFunctionsClient(endpoint: string | undefined): Pick<SFNClient, 'send'> {
  let client: SFNClient | undefined;
  const built = () =>
    (client ??= new SFNClient({
      region: config.AWS_REGION,
      endpoint,
      credentials: isLocal ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
      // StartSyncExecution goes to sync-states.<region>; a stand-in has no such host name.
      disableHostPrefix: Boolean(endpoint),
    }));
  return { send: ((...args: Parameters<SFNClient['send']>) => built().send(...args)) as SFNClient['send'] };
}

/** The large import's end mail, on the Lambda's table and mailer. */
export function importEndMail(): ImportMailDeps {
  return {
    profiles: profileRepository(db),
    jobs: importJobRepository(db),
    now: () => new Date(),
    sendMail,
    origin: appOrigin,
  };
}
