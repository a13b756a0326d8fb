import { describe, expect, it } from 'vitest';
import { emailShareUrl, shareLinkFor, socialShareUrl } from './share-links';

const link = shareLinkFor('https://hearth.example', 'r1');
const title = 'Mac & Cheese';

describe('share links', () => {
  it('is the origin plus /recipe/{id}', () => {
    expect(link).toBe('https://hearth.example/recipe/r1');
  });

  it('builds each network’s share page with the link and title encoded', () => {
    expect(socialShareUrl('x', link, title)).toBe(
      'https://x.com/intent/tweet?text=Mac%20%26%20Cheese&url=https%3A%2F%2Fhearth.example%2Frecipe%2Fr1',
    );
    expect(socialShareUrl('facebook', link, title)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhearth.example%2Frecipe%2Fr1',
    );
    expect(socialShareUrl('whatsapp', link, title)).toBe(
      'https://wa.me/?text=Mac%20%26%20Cheese%20https%3A%2F%2Fhearth.example%2Frecipe%2Fr1',
    );
    expect(socialShareUrl('linkedin', link, title)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fhearth.example%2Frecipe%2Fr1',
    );
  });

  it('e-mails the title as the subject and the link in the body', () => {
    const mail = new URL(emailShareUrl(link, title));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toContain(link);
  });
});
