// SES's EventBridge events as SES sends them (trimmed to the fields SES always includes), and what
// the trigger records for each: only permanent bounces and complaints mark a profile.
import { describe, expect, it } from 'vitest';
import type { MailUndeliverableReason, Profile } from '../../data/entities/profile.js';
import { recordUndeliverableMail } from '../../domain/mail/undeliverable.js';
import { undeliverableNotices } from './mail-events.js';

const mail = {
  timestamp: '2026-11-24T10:00:00.000Z',
  source: 'Hearth <no-reply@hearth.example>',
  messageId: '010001902a7b8c1d-2e3f4a5b-6c7d-8e9f-a0b1-c2d3e4f5a6b7-000000',
  destination: ['gone@example.com'],
  tags: { 'ses:configuration-set': ['HearthMailConfigSet123'] },
};
const envelope = {
  version: '0',
  id: 'c5f4b2a0-0000-4000-8000-000000000001',
  source: 'aws.ses',
  account: '111122223333',
  time: '2026-11-24T10:00:05Z',
  region: 'eu-west-1',
  resources: ['arn:aws:ses:eu-west-1:111122223333:configuration-set/HearthMailConfigSet123'],
};
const bounce = (bounceType: 'Permanent' | 'Transient') => ({
  ...envelope,
  'detail-type': 'Email Bounced',
  detail: {
    eventType: 'Bounce',
    bounce: {
      feedbackId: '010001902a7b9d3e-0000-0000-0000-000000000000-000000',
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: 'gone@example.com',
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1',
        },
      ],
      timestamp: '2026-11-24T10:00:04.000Z',
      reportingMTA: 'dns; a1-2.smtp-out.eu-west-1.amazonses.com',
    },
    mail,
  },
});
const complaint = {
  ...envelope,
  'detail-type': 'Email Complaint Received',
  detail: {
    eventType: 'Complaint',
    complaint: {
      feedbackId: '010001902a7b9d3e-1111-0000-0000-000000000000-000000',
      complainedRecipients: [{ emailAddress: 'Annoyed@Example.com' }],
      timestamp: '2026-11-24T10:05:00.000Z',
      complaintFeedbackType: 'abuse',
    },
    mail,
  },
};

describe('the SES mail-events trigger', () => {
  it('reads the addresses of permanent bounces and complaints, and ignores transient bounces and the rest', () => {
    expect(undeliverableNotices(bounce('Permanent'))).toEqual([
      { email: 'gone@example.com', reason: 'bounce' },
    ]);
    expect(undeliverableNotices(complaint)).toEqual([{ email: 'Annoyed@Example.com', reason: 'complaint' }]);
    expect(undeliverableNotices(bounce('Transient'))).toEqual([]);
    expect(undeliverableNotices({ ...envelope, detail: { eventType: 'Delivery', mail } })).toEqual([]);
    expect(undeliverableNotices('nonsense')).toEqual([]);
  });

  it('marks the profile using the address, when it still uses it, at the time of the event', async () => {
    const marks: { userId: string; email: string; reason: MailUndeliverableReason; at: string }[] = [];
    const gone = { userId: 'u-gone', email: 'gone@example.com' } as Profile;
    const marked = await recordUndeliverableMail(
      {
        profiles: {
          findByEmail: async (email) => (email.toLowerCase() === gone.email ? gone : null),
          markMailUndeliverable: async (userId, email, { reason, at }) => {
            marks.push({ userId, email, reason, at });
            return true;
          },
        },
        clock: () => new Date('2026-11-24T10:00:06.000Z'),
      },
      [...undeliverableNotices(bounce('Permanent')), ...undeliverableNotices(complaint)],
    );
    expect(marked).toBe(1);
    expect(marks).toEqual([
      { userId: 'u-gone', email: 'gone@example.com', reason: 'bounce', at: '2026-11-24T10:00:06.000Z' },
    ]);
  });
});
