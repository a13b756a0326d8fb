// A mail that must go once: the end of a long job (an import, an export) is a workflow's last task, and
// Step Functions may run a task again (a retry after a timeout, a redelivered invocation), or a person's
// cancel may race the workflow's own end. The job's item holds the claim (data/job-items.ts): the one
// caller that wins it sends; a send that fails gives it back, so the retried task sends instead.
import type { MailMessage, SendMail } from './ports.js';

export interface MailClaims {
  claimMail(userId: string, jobId: string, at: string): Promise<boolean>;
  releaseMail(userId: string, jobId: string, at: string): Promise<void>;
}

export interface MailOnceDeps {
  jobs: MailClaims;
  sendMail: SendMail;
  now: () => Date;
}

/** Sends the job's mail unless it was sent (or is being sent) already; answers whether this call sent it. */
export async function mailOnce(
  deps: MailOnceDeps,
  job: { userId: string; jobId: string },
  message: MailMessage,
): Promise<boolean> {
  const at = deps.now().toISOString();
  if (!(await deps.jobs.claimMail(job.userId, job.jobId, at))) return false;
  try {
    await deps.sendMail(message);
  } catch (error) {
    await deps.jobs.releaseMail(job.userId, job.jobId, at);
    throw error;
  }
  return true;
}
