// The e-mails an admin's action sends: lifetime access given to an account or offered to an address
// (domain/admin/invitations.ts), and an account moved to a new address (domain/account/email-change-mail.ts).
import type { MailCatalog } from './fill.js';

type Keys =
  | 'grantedSubject'
  | 'grantedHeading'
  | 'grantedBody'
  | 'grantedAction'
  | 'grantedText'
  | 'invitedSubject'
  | 'invitedHeading'
  | 'invitedBody'
  | 'invitedAction'
  | 'invitedText'
  | 'movedSubject'
  | 'movedLine'
  | 'movedSomeone'
  | 'movedSignIn';

export const adminTexts: MailCatalog<Keys> = {
  en: {
    grantedSubject: 'You have lifetime access to Hearth',
    grantedHeading: 'Lifetime access is yours',
    grantedBody: 'A Hearth admin gave your account lifetime access. Enjoy every feature, forever:',
    grantedAction: 'Open Hearth',
    grantedText: 'A Hearth admin gave your account lifetime access. Sign in: {link}',
    invitedSubject: "You're invited to Hearth, with lifetime access",
    invitedHeading: "You're invited to Hearth",
    invitedBody:
      'Create your account with this e-mail address ({email}) and it comes with lifetime access: every feature, never a bill.',
    invitedAction: 'Create my account',
    invitedText: "You're invited to Hearth with lifetime access. Create your account with {email}: {link}",
    movedSubject: 'Your Hearth account now uses this e-mail',
    movedLine: 'A Hearth admin moved the account of {old} to this address ({email}).',
    movedSomeone: 'a Hearth cook',
    movedSignIn: 'Sign in with this address at {link}.',
  },
  es: {
    grantedSubject: 'Tienes acceso de por vida a Hearth',
    grantedHeading: 'El acceso de por vida es tuyo',
    grantedBody:
      'Un administrador de Hearth dio acceso de por vida a tu cuenta. Disfruta de todo, para siempre:',
    grantedAction: 'Abrir Hearth',
    grantedText: 'Un administrador de Hearth dio acceso de por vida a tu cuenta. Inicia sesión: {link}',
    invitedSubject: 'Te invitan a Hearth, con acceso de por vida',
    invitedHeading: 'Te invitan a Hearth',
    invitedBody:
      'Crea tu cuenta con esta dirección de correo ({email}) y tendrás acceso de por vida: todas las funciones, sin pagar nunca.',
    invitedAction: 'Crear mi cuenta',
    invitedText: 'Te invitan a Hearth con acceso de por vida. Crea tu cuenta con {email}: {link}',
    movedSubject: 'Tu cuenta de Hearth ahora usa este correo',
    movedLine: 'Un administrador de Hearth trasladó la cuenta de {old} a esta dirección ({email}).',
    movedSomeone: 'alguien de Hearth',
    movedSignIn: 'Inicia sesión con esta dirección en {link}.',
  },
  fr: {
    grantedSubject: 'Vous avez un accès à vie à Hearth',
    grantedHeading: 'L’accès à vie est à vous',
    grantedBody:
      'Un administrateur de Hearth a donné à votre compte un accès à vie. Profitez de tout, pour toujours :',
    grantedAction: 'Ouvrir Hearth',
    grantedText: 'Un administrateur de Hearth a donné à votre compte un accès à vie. Connectez-vous : {link}',
    invitedSubject: 'Vous êtes invité sur Hearth, avec un accès à vie',
    invitedHeading: 'Vous êtes invité sur Hearth',
    invitedBody:
      'Créez votre compte avec cette adresse e-mail ({email}) et il aura un accès à vie : toutes les fonctions, sans jamais payer.',
    invitedAction: 'Créer mon compte',
    invitedText: 'Vous êtes invité sur Hearth avec un accès à vie. Créez votre compte avec {email} : {link}',
    movedSubject: 'Votre compte Hearth utilise désormais cette adresse',
    movedLine: 'Un administrateur de Hearth a déplacé le compte de {old} vers cette adresse ({email}).',
    movedSomeone: 'quelqu’un sur Hearth',
    movedSignIn: 'Connectez-vous avec cette adresse sur {link}.',
  },
  de: {
    grantedSubject: 'Du hast lebenslangen Zugang zu Hearth',
    grantedHeading: 'Lebenslanger Zugang gehört dir',
    grantedBody:
      'Ein Hearth-Admin hat deinem Konto lebenslangen Zugang gegeben. Genieße jede Funktion, für immer:',
    grantedAction: 'Hearth öffnen',
    grantedText: 'Ein Hearth-Admin hat deinem Konto lebenslangen Zugang gegeben. Melde dich an: {link}',
    invitedSubject: 'Du bist zu Hearth eingeladen, mit lebenslangem Zugang',
    invitedHeading: 'Du bist zu Hearth eingeladen',
    invitedBody:
      'Erstelle dein Konto mit dieser E-Mail-Adresse ({email}) und es kommt mit lebenslangem Zugang: jede Funktion, nie eine Rechnung.',
    invitedAction: 'Mein Konto erstellen',
    invitedText:
      'Du bist zu Hearth eingeladen, mit lebenslangem Zugang. Erstelle dein Konto mit {email}: {link}',
    movedSubject: 'Dein Hearth-Konto verwendet jetzt diese E-Mail-Adresse',
    movedLine: 'Ein Hearth-Admin hat das Konto von {old} auf diese Adresse ({email}) umgestellt.',
    movedSomeone: 'jemandem auf Hearth',
    movedSignIn: 'Melde dich mit dieser Adresse an: {link}.',
  },
  it: {
    grantedSubject: 'Hai accesso a vita a Hearth',
    grantedHeading: 'L’accesso a vita è tuo',
    grantedBody:
      'Un amministratore di Hearth ha dato al tuo account l’accesso a vita. Goditi ogni funzione, per sempre:',
    grantedAction: 'Apri Hearth',
    grantedText: 'Un amministratore di Hearth ha dato al tuo account l’accesso a vita. Accedi: {link}',
    invitedSubject: 'Sei invitato su Hearth, con accesso a vita',
    invitedHeading: 'Sei invitato su Hearth',
    invitedBody:
      'Crea il tuo account con questo indirizzo e-mail ({email}) e avrà l’accesso a vita: ogni funzione, senza mai pagare.',
    invitedAction: 'Crea il mio account',
    invitedText: 'Sei invitato su Hearth con accesso a vita. Crea il tuo account con {email}: {link}',
    movedSubject: 'Il tuo account Hearth ora usa questo indirizzo',
    movedLine: 'Un amministratore di Hearth ha spostato l’account di {old} su questo indirizzo ({email}).',
    movedSomeone: 'qualcuno su Hearth',
    movedSignIn: 'Accedi con questo indirizzo su {link}.',
  },
  'pt-BR': {
    grantedSubject: 'Você tem acesso vitalício ao Hearth',
    grantedHeading: 'O acesso vitalício é seu',
    grantedBody:
      'Um administrador do Hearth deu acesso vitalício à sua conta. Aproveite todos os recursos, para sempre:',
    grantedAction: 'Abrir o Hearth',
    grantedText: 'Um administrador do Hearth deu acesso vitalício à sua conta. Entre: {link}',
    invitedSubject: 'Você foi convidado para o Hearth, com acesso vitalício',
    invitedHeading: 'Você foi convidado para o Hearth',
    invitedBody:
      'Crie sua conta com este endereço de e-mail ({email}) e ela terá acesso vitalício: todos os recursos, sem nunca pagar.',
    invitedAction: 'Criar minha conta',
    invitedText: 'Você foi convidado para o Hearth com acesso vitalício. Crie sua conta com {email}: {link}',
    movedSubject: 'Sua conta do Hearth agora usa este e-mail',
    movedLine: 'Um administrador do Hearth transferiu a conta de {old} para este endereço ({email}).',
    movedSomeone: 'alguém no Hearth',
    movedSignIn: 'Entre com este endereço em {link}.',
  },
  nl: {
    grantedSubject: 'Je hebt levenslang toegang tot Hearth',
    grantedHeading: 'Levenslange toegang is van jou',
    grantedBody:
      'Een Hearth-beheerder heeft je account levenslang toegang gegeven. Geniet voor altijd van alles:',
    grantedAction: 'Hearth openen',
    grantedText: 'Een Hearth-beheerder heeft je account levenslang toegang gegeven. Log in: {link}',
    invitedSubject: 'Je bent uitgenodigd voor Hearth, met levenslange toegang',
    invitedHeading: 'Je bent uitgenodigd voor Hearth',
    invitedBody:
      'Maak je account aan met dit e-mailadres ({email}) en je krijgt levenslange toegang: alle functies, nooit een rekening.',
    invitedAction: 'Mijn account aanmaken',
    invitedText:
      'Je bent uitgenodigd voor Hearth met levenslange toegang. Maak je account aan met {email}: {link}',
    movedSubject: 'Je Hearth-account gebruikt nu dit e-mailadres',
    movedLine: 'Een Hearth-beheerder heeft het account van {old} verplaatst naar dit adres ({email}).',
    movedSomeone: 'iemand op Hearth',
    movedSignIn: 'Log in met dit adres op {link}.',
  },
  pl: {
    grantedSubject: 'Masz dożywotni dostęp do Hearth',
    grantedHeading: 'Dożywotni dostęp jest twój',
    grantedBody:
      'Administrator Hearth dał twojemu kontu dożywotni dostęp. Korzystaj ze wszystkiego, na zawsze:',
    grantedAction: 'Otwórz Hearth',
    grantedText: 'Administrator Hearth dał twojemu kontu dożywotni dostęp. Zaloguj się: {link}',
    invitedSubject: 'Zaproszenie do Hearth z dożywotnim dostępem',
    invitedHeading: 'Zaproszenie do Hearth',
    invitedBody:
      'Załóż konto z tym adresem e-mail ({email}), a otrzyma ono dożywotni dostęp: wszystkie funkcje, bez żadnych opłat.',
    invitedAction: 'Załóż konto',
    invitedText: 'Zaproszenie do Hearth z dożywotnim dostępem. Załóż konto z adresem {email}: {link}',
    movedSubject: 'Twoje konto Hearth używa teraz tego adresu',
    movedLine: 'Administrator Hearth przeniósł konto {old} na ten adres ({email}).',
    movedSomeone: 'osoby z Hearth',
    movedSignIn: 'Zaloguj się tym adresem na {link}.',
  },
  tr: {
    grantedSubject: 'Hearth’e ömür boyu erişimin var',
    grantedHeading: 'Ömür boyu erişim senin',
    grantedBody:
      'Bir Hearth yöneticisi hesabına ömür boyu erişim verdi. Her özelliğin tadını sonsuza dek çıkar:',
    grantedAction: 'Hearth’i aç',
    grantedText: 'Bir Hearth yöneticisi hesabına ömür boyu erişim verdi. Giriş yap: {link}',
    invitedSubject: 'Ömür boyu erişimle Hearth’e davetlisin',
    invitedHeading: 'Hearth’e davetlisin',
    invitedBody:
      'Hesabını bu e-posta adresiyle ({email}) oluştur, ömür boyu erişimle gelsin: her özellik, hiç fatura yok.',
    invitedAction: 'Hesabımı oluştur',
    invitedText: 'Ömür boyu erişimle Hearth’e davetlisin. Hesabını {email} ile oluştur: {link}',
    movedSubject: 'Hearth hesabın artık bu e-postayı kullanıyor',
    movedLine: 'Bir Hearth yöneticisi {old} hesabını bu adrese ({email}) taşıdı.',
    movedSomeone: 'bir Hearth kullanıcısının',
    movedSignIn: 'Bu adresle {link} üzerinden giriş yap.',
  },
  ja: {
    grantedSubject: 'Hearth の永久アクセスが付与されました',
    grantedHeading: '永久アクセスをどうぞ',
    grantedBody:
      'Hearth の管理者があなたのアカウントに永久アクセスを付与しました。すべての機能をいつまでもお使いください:',
    grantedAction: 'Hearth を開く',
    grantedText: 'Hearth の管理者があなたのアカウントに永久アクセスを付与しました。サインイン: {link}',
    invitedSubject: 'Hearth への招待（永久アクセス付き）',
    invitedHeading: 'Hearth への招待',
    invitedBody:
      'このメールアドレス（{email}）でアカウントを作成すると、永久アクセスが付きます。すべての機能が使え、料金はかかりません。',
    invitedAction: 'アカウントを作成',
    invitedText:
      'Hearth に永久アクセス付きで招待されています。{email} でアカウントを作成してください: {link}',
    movedSubject: 'Hearth アカウントがこのメールアドレスを使うようになりました',
    movedLine: 'Hearth の管理者が {old} のアカウントをこのアドレス（{email}）に移しました。',
    movedSomeone: 'Hearth のユーザー',
    movedSignIn: 'このアドレスで {link} からサインインしてください。',
  },
  ar: {
    grantedSubject: 'لديك وصول مدى الحياة إلى Hearth',
    grantedHeading: 'الوصول مدى الحياة أصبح لك',
    grantedBody: 'منح أحد مشرفي Hearth حسابك وصولًا مدى الحياة. استمتع بكل الميزات، إلى الأبد:',
    grantedAction: 'افتح Hearth',
    grantedText: 'منح أحد مشرفي Hearth حسابك وصولًا مدى الحياة. سجّل الدخول: {link}',
    invitedSubject: 'أنت مدعو إلى Hearth، مع وصول مدى الحياة',
    invitedHeading: 'أنت مدعو إلى Hearth',
    invitedBody:
      'أنشئ حسابك بعنوان البريد الإلكتروني هذا ({email}) وسيأتي مع وصول مدى الحياة: كل الميزات، دون أي فاتورة.',
    invitedAction: 'إنشاء حسابي',
    invitedText: 'أنت مدعو إلى Hearth مع وصول مدى الحياة. أنشئ حسابك بالعنوان {email}: {link}',
    movedSubject: 'حسابك على Hearth يستخدم هذا البريد الآن',
    movedLine: 'نقل أحد مشرفي Hearth حساب {old} إلى هذا العنوان ({email}).',
    movedSomeone: 'أحد مستخدمي Hearth',
    movedSignIn: 'سجّل الدخول بهذا العنوان على {link}.',
  },
  he: {
    grantedSubject: 'יש לך גישה לכל החיים ל-Hearth',
    grantedHeading: 'הגישה לכל החיים שלך',
    grantedBody: 'מנהל/ת ב-Hearth העניק/ה לחשבון שלך גישה לכל החיים. כל התכונות, לתמיד:',
    grantedAction: 'פתיחת Hearth',
    grantedText: 'מנהל/ת ב-Hearth העניק/ה לחשבון שלך גישה לכל החיים. כניסה: {link}',
    invitedSubject: 'הזמנה ל-Hearth, עם גישה לכל החיים',
    invitedHeading: 'הזמנה ל-Hearth',
    invitedBody:
      'אפשר ליצור חשבון עם כתובת המייל הזו ({email}) והוא יגיע עם גישה לכל החיים: כל התכונות, בלי חשבונית אף פעם.',
    invitedAction: 'יצירת החשבון שלי',
    invitedText: 'הזמנה ל-Hearth עם גישה לכל החיים. אפשר ליצור חשבון עם {email}: {link}',
    movedSubject: 'חשבון ה-Hearth שלך משתמש עכשיו במייל הזה',
    movedLine: 'מנהל/ת ב-Hearth העביר/ה את החשבון של {old} לכתובת הזו ({email}).',
    movedSomeone: 'משתמש/ת ב-Hearth',
    movedSignIn: 'אפשר להיכנס עם הכתובת הזו ב-{link}.',
  },
};
