// notify-new-subscription: tells the site owner about a new subscriber (fire and forget).

import type { ProfileRepository } from '../../data/entities/profile.js';
import { mailHtml } from '../../shared/mail-layout.js';
import type { MailMessage } from '../mail/ports.js';
import { planNames, planPrice } from './plans.js';
import type { NewSubscriptionNotice } from './webhook.js';

export function newSubscriptionNotifier(deps: {
  profiles: ProfileRepository;
  sendMail: (message: MailMessage) => Promise<void>;
  ownerEmail: string | null;
}) {
  return async (notice: NewSubscriptionNotice): Promise<void> => {
    if (!deps.ownerEmail) return;
    const profile = await deps.profiles.get(notice.userId);
    const userEmail = profile?.email || notice.userEmail || 'unknown e-mail';
    const userName = profile?.displayName || userEmail;
    const plan = planPrice(notice.planName);
    const price = `$${plan.price.toFixed(2)}${plan.interval === 'once' ? ' one-time' : ` per ${plan.interval}`}`;
    const line = `${userName} (${userEmail}) subscribed to the ${planNames[notice.planName]} plan, ${price}.`;
    await deps.sendMail({
      to: deps.ownerEmail,
      subject: `New ${planNames[notice.planName]} subscription on Hearth`,
      text: `${line}\n`,
      html: mailHtml(null, [line]),
    });
  };
}
