// SES bounce and complaint events from the mail stack's configuration set, delivered by an EventBridge
// rule (infra/lib/constructs/mail-events.ts): the profiles of addresses mail no longer reaches are
// marked (domain/mail/undeliverable.ts). Nothing of the message itself is logged.
import * as z from '../../contracts/zod.js';
import { profileRepository } from '../../data/entities/profile.js';
import { recordUndeliverableMail, type UndeliverableNotice } from '../../domain/mail/undeliverable.js';
import { db } from '../../shared/clients.js';
import { logger } from '../../shared/logger.js';

const recipients = z.array(z.object({ emailAddress: z.string().check(z.minLength(1)) }));

/** The parts of SES's EventBridge events ("Email Bounced", "Email Complaint Received") we read. */
const sesEvent = z.object({
  detail: z.discriminatedUnion('eventType', [
    z.object({
      eventType: z.literal('Bounce'),
      bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipients }),
    }),
    z.object({
      eventType: z.literal('Complaint'),
      complaint: z.object({ complainedRecipients: recipients }),
    }),
  ]),
});

/** The addresses an SES event says mail no longer reaches; none for a transient bounce. */
export function undeliverableNotices(event: unknown): UndeliverableNotice[] {
  const parsed = sesEvent.safeParse(event);
  if (!parsed.success) return [];
  const { detail } = parsed.data;
  if (detail.eventType === 'Complaint')
    return detail.complaint.complainedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'complaint',
    }));
  if (detail.bounce.bounceType !== 'Permanent') return [];
  return detail.bounce.bouncedRecipients.map(({ emailAddress }) => ({
    email: emailAddress,
    reason: 'bounce',
  }));
}

const profiles = profileRepository(db);

export async function handler(event: unknown): Promise<void> {
  const notices = undeliverableNotices(event);
  const marked = await recordUndeliverableMail({ profiles, clock: () => new Date() }, notices);
  logger.info('undeliverable mail recorded', { addresses: notices.length, marked });
}
