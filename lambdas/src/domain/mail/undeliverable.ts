// Addresses mail no longer reaches. SES suppresses them itself (the configuration set); this records
// it on the profile too, so the app stops saying it told someone it cannot reach. Only a permanent
// bounce or a complaint counts: a transient bounce (a full mailbox) may clear by itself.
import type { MailUndeliverableReason, Profile } from '../../data/entities/profile.js';

export interface UndeliverableNotice {
  email: string;
  reason: MailUndeliverableReason;
}

export interface UndeliverableDeps {
  profiles: {
    findByEmail(email: string): Promise<Profile | null>;
    markMailUndeliverable(
      userId: string,
      email: string,
      undeliverable: { reason: MailUndeliverableReason; at: string },
    ): Promise<boolean>;
  };
  clock: () => Date;
}

/** Marks each notice's profile (if an account uses that address); returns how many were marked. */
export async function recordUndeliverableMail(
  deps: UndeliverableDeps,
  notices: readonly UndeliverableNotice[],
): Promise<number> {
  const at = deps.clock().toISOString();
  let marked = 0;
  for (const notice of notices) {
    const profile = await deps.profiles.findByEmail(notice.email);
    if (!profile) continue;
    if (
      await deps.profiles.markMailUndeliverable(profile.userId, notice.email, { reason: notice.reason, at })
    )
      marked += 1;
  }
  return marked;
}
