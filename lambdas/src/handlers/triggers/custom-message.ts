// Cognito custom-message trigger: turns the codes Cognito e-mails into links that open the app.
// Reset:        {origin}/auth#type=recovery&email=…&code={####}
// Confirmation: {origin}/auth#type=signup&email=…&code={####}
// Cognito replaces {####} (event.request.codeParameter) with the code itself.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { appOrigin } from '../../shared/app-origin.js';
import { mailHtml } from '../../shared/mail-layout.js';
import { codeTexts } from '../../shared/mail-texts/codes.js';
import { mailLanguage, text } from '../../shared/mail-texts/fill.js';

export const attributeCodeRefused =
  'E-mail changes go through Hearth: My Account, Change Email (password and a code to the new address).';

export function recoveryLink(origin: string, email: string, code: string): string {
  return `${origin}/auth#type=recovery&email=${encodeURIComponent(email)}&code=${code}`;
}

export function confirmationLink(origin: string, email: string, code: string): string {
  return `${origin}/auth#type=signup&email=${encodeURIComponent(email)}&code=${code}`;
}

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const email = event.request.userAttributes.email ?? '';
  const code = event.request.codeParameter ?? '{####}';
  // Issue 37: the language of the account, Cognito's standard `locale` attribute (the browser's at
  // sign-up, the person's choice when they change it in My Account); English without one.
  const language = mailLanguage(event.request.userAttributes.locale);
  const say = codeTexts()[language];
  /** A code mail: a link into the app's auth page, with its subject, heading, body and button. */
  const codeMail = async (linkTo: typeof recoveryLink, kind: 'reset' | 'signUp') => {
    const link = linkTo(await appOrigin(), email, code);
    event.response.emailSubject = text(say[`${kind}Subject`]);
    event.response.emailMessage = mailHtml(
      text(say[`${kind}Heading`]),
      [text(say[`${kind}Body`]), { action: text(say[`${kind}Action`]), link }],
      language,
    );
  };
  switch (event.triggerSource) {
    case 'CustomMessage_ForgotPassword':
      await codeMail(recoveryLink, 'reset');
      break;
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      await codeMail(confirmationLink, 'signUp');
      break;
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
      // Issue 13: the API changes an address only after its own code, and sets it verified in the same
      // call, so Cognito never needs to send one. A request for such a code comes from the browser
      // calling Cognito directly (e.g. with a stolen token, skipping the password); failing here
      // sends no code, so the pool's keepOriginal holds the old address for good.
      throw new Error(attributeCodeRefused);
    default:
      break;
  }
  return event;
}
