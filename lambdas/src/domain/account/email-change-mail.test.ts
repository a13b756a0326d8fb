// The address-change mails in the account's language (issue 37); English exactly as before without one.
import { describe, expect, it } from 'vitest';
import { emailChangeCodeMail, emailChangedNotice } from './email-change-mail.js';

describe('address-change mails', () => {
  it('writes the code in English as before, and in German for a German account', () => {
    expect(emailChangeCodeMail({ to: 'a@example.com', code: '123456', minutes: 15 }).subject).toBe(
      'Your Hearth e-mail change code: 123456',
    );
    const german = emailChangeCodeMail({ to: 'a@example.com', code: '123456', minutes: 15, language: 'de' });
    expect(german.subject).toBe('Dein Code für die neue E-Mail-Adresse bei Hearth: 123456');
    expect(german.html).toContain('Der Code gilt 15 Minuten.');
    expect(german.html).toContain('<div lang="de" dir="ltr">');
  });

  it('tells the old address in Hebrew, right to left, the new address escaped', () => {
    const mail = emailChangedNotice({
      to: 'old@example.com',
      newEmail: 'new<b>@example.com',
      origin: 'https://hearth.example',
      byAdmin: false,
      language: 'he',
    });
    expect(mail.html).toContain('<div lang="he" dir="rtl">');
    expect(mail.html).toContain('new&lt;b&gt;@example.com');
    expect(mail.text).toContain('https://hearth.example/auth');
  });
});
