import { describe, expect, it } from 'vitest';
import { addressField, emailAddress, INVALID_EMAIL, isEmailAddress } from './email.js';

describe('e-mail addresses (issue 13: a malformed address never reaches Cognito)', () => {
  it.each([
    'cook@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.org",
    `${'a'.repeat(64)}@example.com`,
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'plainaddress',
    '@example.com',
    'cook@',
    'cook@localhost',
    'cook@example..com',
    '.cook@example.com',
    'co ok@example.com',
    'Cook <cook@example.com>',
    'cook@example.com,other@example.com',
    'cook@example.com\r\nBcc: victim@example.com',
    'cook@example.com\u0000',
    '"quoted"@example.com',
    'cook@[127.0.0.1]',
    'cöök@exämple.com',
    `${'a'.repeat(65)}@example.com`,
    `cook@${'d'.repeat(64)}.com`,
    `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    const parsed = emailAddress.safeParse(address);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });

  it('trims and lower-cases before checking', () => {
    expect(emailAddress.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it("says a field's own words when the address is missing or blank, the spec's when it is malformed", () => {
    const friend = addressField("Please enter your friend's email address");
    expect(friend.safeParse('  ').error?.issues[0]?.message).toBe("Please enter your friend's email address");
    expect(friend.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Please enter your friend's email address",
    );
    expect(friend.safeParse('friend@').error?.issues[0]?.message).toBe(INVALID_EMAIL);
    expect(friend.parse(' Friend@Example.com')).toBe('friend@example.com');
  });
});
