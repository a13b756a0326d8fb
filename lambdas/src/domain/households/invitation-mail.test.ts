// The invitation in the invitee's language, with one line in the inviter's when it differs (issue 37).
import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.js';

const input = {
  to: 'camille@example.com',
  inviterName: 'Ann',
  inviterEmail: 'ann@example.com',
  householdName: 'The <Smiths>',
  memberCount: 2,
  link: 'https://hearth.example/join/t',
  declineLink: 'https://hearth.example/join/t?decline=1',
  days: 7,
};

describe('invitation mail languages', () => {
  it('is English as before without a language', () => {
    const mail = invitationMail(input);
    expect(mail.subject).toBe('Ann invited you to join “The <Smiths>” on Hearth');
    expect(mail.text).toContain('a household of 2 people');
    expect(mail.html).not.toContain('lang=');
  });

  it("speaks the invitee's language, with the inviter's line when it differs, user text escaped", () => {
    const mail = invitationMail({ ...input, language: 'fr', inviterLanguage: 'en' });
    expect(mail.subject).toBe('Ann vous invite à rejoindre « The <Smiths> » sur Hearth');
    expect(mail.html).toContain('<div lang="fr" dir="ltr">');
    expect(mail.html).toContain('Rejoindre le foyer');
    expect(mail.html).toContain('un foyer de 2 personnes');
    expect(mail.html).toContain('The &lt;Smiths&gt;');
    expect(mail.html).not.toContain('<Smiths>');
    expect(mail.html).toContain(
      '<span lang="en" dir="ltr">Ann invited you to join “The &lt;Smiths&gt;” on Hearth</span>',
    );
    expect(mail.html).toContain('<a href="https://hearth.example/join/t?decline=1">Retirer l’invitation</a>');
    expect(mail.text).toContain('Ann invited you to join “The <Smiths>” on Hearth');
  });

  it('adds no second language when both speak the same', () => {
    const mail = invitationMail({ ...input, language: 'pl', inviterLanguage: 'pl', memberCount: 5 });
    expect(mail.text).toContain('(5 osób)');
    expect(mail.html).not.toContain('<span lang=');
  });

  it('runs right to left in Arabic', () => {
    const mail = invitationMail({ ...input, language: 'ar', inviterLanguage: 'ar' });
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
    expect(mail.html).toContain('انضم إلى الأسرة');
  });
});
