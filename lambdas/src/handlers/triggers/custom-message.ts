// Cognito custom-message trigger: turns the codes Cognito e-mails into links that open the app.
// Reset:        {origin}/auth#type=recovery&email=…&code={####}
// Confirmation: {origin}/auth#type=signup&email=…&code={####}
// Cognito replaces {####} (event.request.codeParameter) with the code itself.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { appOrigin } from '../../shared/app-origin.js';
import { mailHtml } from '../../shared/mail-layout.js';

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
  switch (event.triggerSource) {
    case 'CustomMessage_ForgotPassword': {
      const link = recoveryLink(await appOrigin(), email, code);
      event.response.emailSubject = 'Reset your Hearth password';
      event.response.emailMessage = mailHtml('Reset your password', [
        'Someone asked to reset the password of your Hearth account. If it was you, choose a new one:',
        { action: 'Choose a new password', link },
      ]);
      break;
    }
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const link = confirmationLink(await appOrigin(), email, code);
      event.response.emailSubject = 'Welcome to Hearth: confirm your e-mail';
      event.response.emailMessage = mailHtml('Welcome to Hearth', [
        'Confirm your e-mail address to start your family recipe box:',
        { action: 'Confirm my e-mail', link },
      ]);
      break;
    }
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
