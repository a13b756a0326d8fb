// The words every e-mail's layout adds (shared/mail-layout.ts): the line under a button, the footer.
import type { MailCatalog } from './fill.js';

type Keys = 'paste' | 'footer';

export const layoutTexts: MailCatalog<Keys> = {
  en: {
    paste: 'Or paste this address into your browser: {link}',
    footer: 'Hearth: love people, cook good food.',
  },
  es: {
    paste: 'O pega esta dirección en tu navegador: {link}',
    footer: 'Hearth: quiere a tu gente, cocina rico.',
  },
  fr: {
    paste: 'Ou collez cette adresse dans votre navigateur : {link}',
    footer: 'Hearth : aimer les siens, bien cuisiner.',
  },
  de: {
    paste: 'Oder füge diese Adresse in deinen Browser ein: {link}',
    footer: 'Hearth: Menschen lieben, gut kochen.',
  },
  it: {
    paste: 'Oppure incolla questo indirizzo nel browser: {link}',
    footer: 'Hearth: ama le persone, cucina bene.',
  },
  'pt-BR': {
    paste: 'Ou cole este endereço no seu navegador: {link}',
    footer: 'Hearth: ame as pessoas, cozinhe bem.',
  },
  nl: { paste: 'Of plak dit adres in je browser: {link}', footer: 'Hearth: houd van mensen, kook lekker.' },
  pl: {
    paste: 'Albo wklej ten adres w przeglądarce: {link}',
    footer: 'Hearth: kochaj ludzi, gotuj dobrze.',
  },
  tr: {
    paste: 'Ya da bu adresi tarayıcına yapıştır: {link}',
    footer: 'Hearth: insanları sev, güzel yemek pişir.',
  },
  ja: {
    paste: 'または、このアドレスをブラウザに貼り付けてください: {link}',
    footer: 'Hearth: 大切な人と、おいしいごはんを。',
  },
  ar: { paste: 'أو الصق هذا العنوان في متصفحك: {link}', footer: 'Hearth: أحبّ الناس، واطبخ طعامًا طيبًا.' },
  he: { paste: 'או להדביק את הכתובת הזו בדפדפן: {link}', footer: 'Hearth: לאהוב אנשים, לבשל אוכל טוב.' },
};
