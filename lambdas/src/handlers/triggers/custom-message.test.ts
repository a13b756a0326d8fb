import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { attributeCodeRefused, handler, recoveryLink } from './custom-message.js';

const trigger = (triggerSource: string) =>
  ({
    triggerSource,
    request: { userAttributes: { email: 'ann+cook@example.com' }, codeParameter: '{####}' },
    response: {},
  }) as unknown as CustomMessageTriggerEvent;

describe('custom-message trigger', () => {
  it('turns the reset code into a recovery link that opens /auth', async () => {
    const result = await handler(trigger('CustomMessage_ForgotPassword'));
    expect(result.response.emailSubject).toBe('Reset your Hearth password');
    expect(result.response.emailMessage).toContain(
      'http://localhost:3000/auth#type=recovery&amp;email=ann%2Bcook%40example.com&amp;code={####}',
    );
  });

  it('turns the sign-up code into a confirmation link', async () => {
    const result = await handler(trigger('CustomMessage_SignUp'));
    expect(result.response.emailMessage).toContain(
      '/auth#type=signup&amp;email=ann%2Bcook%40example.com&amp;code={####}',
    );
  });

  it("writes in the account's language (Cognito's locale attribute), English without a known one", async () => {
    const event = (locale: string) => {
      const base = trigger('CustomMessage_ForgotPassword');
      base.request.userAttributes = { ...base.request.userAttributes, locale };
      return base;
    };
    const french = await handler(event('fr'));
    expect(french.response.emailSubject).toBe('Réinitialisez votre mot de passe Hearth');
    expect(french.response.emailMessage).toContain('<div lang="fr" dir="ltr">');
    expect(french.response.emailMessage).toContain('Choisir un nouveau mot de passe');
    const hebrew = await handler(event('he'));
    expect(hebrew.response.emailMessage).toContain('<div lang="he" dir="rtl">');
    expect((await handler(event('xx'))).response.emailSubject).toBe('Reset your Hearth password');
  });

  it('leaves other messages as Cognito wrote them', async () => {
    const result = await handler(trigger('CustomMessage_AdminCreateUser'));
    expect(result.response.emailMessage).toBeUndefined();
  });

  it.each(['CustomMessage_UpdateUserAttribute', 'CustomMessage_VerifyUserAttribute'])(
    'refuses to send an attribute code for %s (e-mail changes go through the API)',
    async (source) => {
      await expect(handler(trigger(source))).rejects.toThrow(attributeCodeRefused);
    },
  );

  it('builds links with the code in place', () => {
    expect(recoveryLink('https://hearth.example', 'a@b.c', '123456')).toBe(
      'https://hearth.example/auth#type=recovery&email=a%40b.c&code=123456',
    );
  });
});
