import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, registerCatalogs } from '../runtime';
import { inReadersLanguage, serverMessage } from '../server-text';
import { catalog } from './index';

// The server's English in the reader's language, through the table and its own catalog, the way
// ApiError, FormField and the job screens use it (server-text.ts).
describe('server messages in the reader’s language', () => {
  beforeAll(async () => {
    registerCatalogs({ 'server-messages-test': catalog });
    await activateLocale('de');
  });
  afterAll(() => i18n.activate('en'));

  it('translates a message, a field label inside one, a limit with its plural, a retry time and a date', async () => {
    expect(await serverMessage('This invitation code does not exist')).toBe(
      'Diesen Einladungscode gibt es nicht',
    );
    expect(await serverMessage('Title is required')).toBe('Ein Titel ist erforderlich');
    expect(await serverMessage('Description must be text')).toBe('Beschreibung muss Text sein');
    expect(await serverMessage('A recipe can have at most 20 tags')).toBe(
      'Ein Rezept kann höchstens 20 Schlagwörter haben',
    );
    expect(await serverMessage('A household has at most 1 members')).toBe(
      'Ein Haushalt hat höchstens 1 Mitglied',
    );
    expect(
      await serverMessage("You've shared a lot of recipes in a short time. Please try again in 5 minutes."),
    ).toBe('Du hast in kurzer Zeit viele Rezepte geteilt. Bitte versuche es in 5 Minuten erneut.');
    expect(await serverMessage('This meal was already marked cooked on 2026-11-20')).toBe(
      'Diese Mahlzeit wurde bereits am 20. November 2026 als gekocht markiert',
    );
  });

  it('shows a message it does not know as it is, never blank', async () => {
    expect(await serverMessage('A message from a newer server')).toBe('A message from a newer server');
    expect(inReadersLanguage('')).toBe('');
  });

  it('leaves an English reader’s messages alone', async () => {
    await activateLocale('en');
    expect(await serverMessage('Title is required')).toBe('Title is required');
    await activateLocale('de');
  });
});
