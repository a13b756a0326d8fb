// The job, billing and admin mails in the recipient's language (issue 37): English word for word as
// before (SPEC.md; the integration tests read it), other languages from their catalogs, with their plurals.
import { describe, expect, it } from 'vitest';
import type { ExportJobRecord } from '../data/entities/export-job.js';
import type { ImportJobRecord } from '../data/entities/import-job.js';
import { emailAssignedByAdminNotice } from './account/email-change-mail.js';
import { type InvitationDeps, sendLifetimeInvitation } from './admin/invitations.js';
import { subscriptionNotice } from './billing/notify.js';
import { exportMail } from './collections/export/finish-export.js';
import { importEndedMail } from './collections/import-mail.js';
import type { MailMessage } from './mail/ports.js';

const exportJob = (over: Partial<ExportJobRecord> = {}): ExportJobRecord => ({
  jobId: 'e1',
  userId: 'u1',
  householdId: 'u1',
  status: 'done',
  zipKey: 'exports/u1/e1.zip',
  fileName: 'hearth-export.zip',
  recipes: 12,
  photos: 1,
  mealPlans: 3,
  size: 1000,
  message: null,
  executionArn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  ...over,
});

const importJob = (over: Partial<ImportJobRecord> = {}): ImportJobRecord => ({
  jobId: 'i1',
  userId: 'u1',
  householdId: 'u1',
  fileName: 'Rezepte.paprikarecipes',
  uploadKey: 'imports/u1/i1/upload',
  status: 'done',
  format: 'paprika',
  total: 120,
  imported: 117,
  failed: 2,
  skipped: 1,
  message: null,
  link: null,
  executionArn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:10:00.000Z',
  ...over,
});

const LINK = 'https://hearth.example/exports/e1';

describe('export mail', () => {
  it('keeps its English words', () => {
    const mail = exportMail('cook@example.com', exportJob(), LINK);
    expect(mail.subject).toBe('Your Hearth export is ready');
    expect(mail.text).toBe(
      `Your Hearth export is ready: 12 recipes, 1 photo and 3 meal plans, with your shopping list.\nDownload it here: ${LINK}\nThe download is kept for 24 hours.\n`,
    );
    expect(mail.html).not.toContain('lang=');
    expect(exportMail('c@example.com', exportJob({ recipes: 1200 }), LINK).text).toContain('1200 recipes');
    const failed = exportMail('cook@example.com', exportJob({ status: 'failed' }), LINK);
    expect(failed.subject).toBe('Your Hearth export could not be made');
  });

  it('speaks German, Polish and Arabic with their plural forms', () => {
    const de = exportMail('cook@example.com', exportJob(), LINK, 'de');
    expect(de.subject).toBe('Dein Hearth-Export ist fertig');
    expect(de.html).toContain('<div lang="de" dir="ltr">');
    expect(de.html).toContain('12 Rezepte, 1 Foto und 3 Essenspläne');
    expect(de.html).toContain('Export herunterladen');
    const pl = exportMail('cook@example.com', exportJob({ recipes: 5, photos: 2 }), LINK, 'pl');
    expect(pl.text).toContain('5 przepisów, 2 zdjęcia i 3 jadłospisy');
    expect(pl.text).toContain('przez 24 godziny.');
    const ar = exportMail('cook@example.com', exportJob({ status: 'failed' }), LINK, 'ar');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.subject).toBe('تعذّر إنشاء ملف التصدير من Hearth');
  });
});

describe('import mail', () => {
  it('keeps its English words and speaks French', () => {
    const en = importEndedMail('c@example.com', importJob(), 'https://h.example/imports/i1');
    expect(en.subject).toBe('Your import is finished: Rezepte.paprikarecipes');
    expect(en.text).toBe(
      'Your import is finished.\n117 recipes imported, 2 failed, 1 skipped, of 120 in Rezepte.paprikarecipes.\nSee the import: https://h.example/imports/i1\n',
    );
    const fr = importEndedMail('c@example.com', importJob({ status: 'cancelled' }), 'https://h', 'fr');
    expect(fr.subject).toBe('Votre import a été annulé: Rezepte.paprikarecipes');
    expect(fr.html).toContain(
      '117 recettes importées, 2 en échec, 1 ignorées, sur 120 dans Rezepte.paprikarecipes.',
    );
    expect(fr.html).toContain('Voir l’import');
  });
});

describe('subscription notice', () => {
  it('keeps its English words and speaks German, with the price in German', () => {
    const who = { name: 'Ana', email: 'ana@example.com' };
    const en = subscriptionNotice('owner@example.com', who, 'monthly');
    expect(en.subject).toBe('New Monthly subscription on Hearth');
    expect(en.text).toMatch(
      /^Ana \(ana@example.com\) subscribed to the Monthly plan, \$\d+\.\d\d per month\.\n$/,
    );
    const de = subscriptionNotice('owner@example.com', who, 'yearly', 'de');
    expect(de.subject).toBe('Neues Jährlich-Abo auf Hearth');
    expect(de.text).toMatch(
      /^Ana \(ana@example.com\) hat den Tarif Jährlich abonniert, \d+,\d\d\s\$ pro Jahr\.\n$/,
    );
  });
});

describe('admin mails', () => {
  function deps(account: { locale?: string } | null, adminLocale: string | undefined, sent: MailMessage[]) {
    return {
      identity: {
        findByEmail: async (email: string) =>
          account ? { id: 'u1', email, name: '', emailVerified: true, ...account } : null,
        getUser: async () => ({
          email: 'admin@example.com',
          ...(adminLocale ? { locale: adminLocale } : {}),
        }),
      },
      invitations: { invite: async () => undefined } as never,
      audit: { record: async () => undefined } as never,
      grantLifetime: async () => undefined,
      sendMail: async (message: MailMessage) => {
        sent.push(message);
      },
      origin: async () => 'https://hearth.example',
      clock: () => new Date('2026-01-01T00:00:00Z'),
    } satisfies InvitationDeps;
  }
  const admin = { userId: 'a1', email: 'admin@example.com' };

  it("invites in the chosen language, else the admin's own, else English", async () => {
    const sent: MailMessage[] = [];
    await sendLifetimeInvitation(deps(null, 'it', sent), admin, 'new@example.com', 'de');
    await sendLifetimeInvitation(deps(null, 'it', sent), admin, 'new@example.com');
    await sendLifetimeInvitation(deps(null, undefined, sent), admin, 'new@example.com');
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Du bist zu Hearth eingeladen, mit lebenslangem Zugang',
      'Sei invitato su Hearth, con accesso a vita',
      "You're invited to Hearth, with lifetime access",
    ]);
    expect(sent[2]?.text).toBe(
      "You're invited to Hearth with lifetime access. Create your account with new@example.com: https://hearth.example/auth?mode=signup&invite=lifetime&email=new%40example.com",
    );
  });

  it('tells an existing account in its own language, whatever the admin chose (theirs when it has none)', async () => {
    const sent: MailMessage[] = [];
    await sendLifetimeInvitation(deps({ locale: 'es' }, 'it', sent), admin, 'ben@example.com', 'de');
    await sendLifetimeInvitation(deps({}, 'it', sent), admin, 'ben@example.com', 'de');
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Tienes acceso de por vida a Hearth',
      'Du hast lebenslangen Zugang zu Hearth',
    ]);
  });

  it('tells the new address of a moved account in its language', () => {
    const input = { to: 'new@example.com', oldEmail: 'old@example.com', origin: 'https://h.example' };
    const en = emailAssignedByAdminNotice(input);
    expect(en.text).toBe(
      'A Hearth admin moved the account of old@example.com to this address (new@example.com).\nSign in with this address at https://h.example/auth.',
    );
    const nl = emailAssignedByAdminNotice({ ...input, language: 'nl' });
    expect(nl.subject).toBe('Je Hearth-account gebruikt nu dit e-mailadres');
  });
});
