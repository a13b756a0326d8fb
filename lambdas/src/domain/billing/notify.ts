// notify-new-subscription: tells the site owner about a new subscriber (fire and forget), in the owner's
// language (issue 37): the profile of the account at the owner's address, English when there is none.

import type { InterfaceLanguage } from '../../contracts/languages.js';
import type { ProfileRepository } from '../../data/entities/profile.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { fill, mailLanguage, text } from '../../shared/mail-texts/fill.js';
import { subscriptionTexts } from '../../shared/mail-texts/subscription.js';
import type { MailMessage } from '../mail/ports.js';
import { planPrice } from './plans.js';
import type { NewSubscriptionNotice } from './webhook.js';

/** The price as the owner reads it: English keeps its `$4.99`; other languages format US dollars their way. */
function amount(price: number, language: InterfaceLanguage): string {
  if (language === 'en') return `$${price.toFixed(2)}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(price);
}

export function subscriptionNotice(
  to: string,
  subscriber: { name: string; email: string },
  planName: NewSubscriptionNotice['planName'],
  language: InterfaceLanguage = 'en',
): MailMessage {
  const say = subscriptionTexts()[language];
  const plan = planPrice(planName);
  const price = fill(text(say[plan.interval]), { amount: amount(plan.price, language) });
  const values = { ...subscriber, plan: text(say[planName]), price };
  const line = fill(text(say.line), values);
  return {
    to,
    subject: fill(text(say.subject), values),
    text: `${line}\n`,
    html: mailHtml(null, [line], language),
  };
}

export function newSubscriptionNotifier(deps: {
  profiles: ProfileRepository;
  sendMail: (message: MailMessage) => Promise<void>;
  ownerEmail: string | null;
}) {
  return async (notice: NewSubscriptionNotice): Promise<void> => {
    const ownerEmail = deps.ownerEmail;
    if (!ownerEmail) return;
    const [profile, owner] = await Promise.all([
      deps.profiles.get(notice.userId),
      deps.profiles.findByEmail(ownerEmail),
    ]);
    const language = mailLanguage(owner?.language);
    const email = profile?.email || notice.userEmail || text(subscriptionTexts()[language].unknown);
    const name = profile?.displayName || email;
    await deps.sendMail(subscriptionNotice(ownerEmail, { name, email }, notice.planName, language));
  };
}
