// The interface languages (issue 37), shared by the profile's contract and the web app (which keeps
// this file free of zod: its first script reads the list).
export const INTERFACE_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'tr',
  'ja',
  'ar',
  'he',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
