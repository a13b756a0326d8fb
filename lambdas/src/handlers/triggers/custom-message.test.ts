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
