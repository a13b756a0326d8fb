// The codes Cognito e-mails, as links (handlers/triggers/custom-message.ts): a password reset and the
// sign-up confirmation.
import type { MailCatalog } from './fill.js';

type Keys =
  | 'resetSubject'
  | 'resetHeading'
  | 'resetBody'
  | 'resetAction'
  | 'signUpSubject'
  | 'signUpHeading'
  | 'signUpBody'
  | 'signUpAction';

export const codeTexts: MailCatalog<Keys> = {
  en: {
    resetSubject: 'Reset your Hearth password',
    resetHeading: 'Reset your password',
    resetBody: 'Someone asked to reset the password of your Hearth account. If it was you, choose a new one:',
    resetAction: 'Choose a new password',
    signUpSubject: 'Welcome to Hearth: confirm your e-mail',
    signUpHeading: 'Welcome to Hearth',
    signUpBody: 'Confirm your e-mail address to start your family recipe box:',
    signUpAction: 'Confirm my e-mail',
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Hearth',
    resetHeading: 'Restablece tu contraseña',
    resetBody:
      'Alguien pidió restablecer la contraseña de tu cuenta de Hearth. Si fuiste tú, elige una nueva:',
    resetAction: 'Elegir una contraseña nueva',
    signUpSubject: 'Te damos la bienvenida a Hearth: confirma tu correo',
    signUpHeading: 'Te damos la bienvenida a Hearth',
    signUpBody: 'Confirma tu dirección de correo para empezar tu recetario familiar:',
    signUpAction: 'Confirmar mi correo',
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Hearth',
    resetHeading: 'Réinitialisez votre mot de passe',
    resetBody:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Hearth. Si c’était vous, choisissez-en un nouveau :',
    resetAction: 'Choisir un nouveau mot de passe',
    signUpSubject: 'Bienvenue sur Hearth : confirmez votre e-mail',
    signUpHeading: 'Bienvenue sur Hearth',
    signUpBody: 'Confirmez votre adresse e-mail pour commencer votre carnet de recettes familial :',
    signUpAction: 'Confirmer mon e-mail',
  },
  de: {
    resetSubject: 'Setze dein Hearth-Passwort zurück',
    resetHeading: 'Passwort zurücksetzen',
    resetBody:
      'Jemand möchte das Passwort deines Hearth-Kontos zurücksetzen. Wenn du das warst, wähle ein neues:',
    resetAction: 'Neues Passwort wählen',
    signUpSubject: 'Willkommen bei Hearth: Bestätige deine E-Mail-Adresse',
    signUpHeading: 'Willkommen bei Hearth',
    signUpBody: 'Bestätige deine E-Mail-Adresse und beginne deine Familienrezeptsammlung:',
    signUpAction: 'E-Mail-Adresse bestätigen',
  },
  it: {
    resetSubject: 'Reimposta la password di Hearth',
    resetHeading: 'Reimposta la password',
    resetBody:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Hearth. Se sei stato tu, scegline una nuova:',
    resetAction: 'Scegli una nuova password',
    signUpSubject: 'Benvenuto su Hearth: conferma la tua e-mail',
    signUpHeading: 'Benvenuto su Hearth',
    signUpBody: 'Conferma il tuo indirizzo e-mail per iniziare il ricettario di famiglia:',
    signUpAction: 'Conferma la mia e-mail',
  },
  'pt-BR': {
    resetSubject: 'Redefina sua senha do Hearth',
    resetHeading: 'Redefina sua senha',
    resetBody: 'Alguém pediu para redefinir a senha da sua conta do Hearth. Se foi você, escolha uma nova:',
    resetAction: 'Escolher uma nova senha',
    signUpSubject: 'Boas-vindas ao Hearth: confirme seu e-mail',
    signUpHeading: 'Boas-vindas ao Hearth',
    signUpBody: 'Confirme seu endereço de e-mail para começar o livro de receitas da família:',
    signUpAction: 'Confirmar meu e-mail',
  },
  nl: {
    resetSubject: 'Stel je Hearth-wachtwoord opnieuw in',
    resetHeading: 'Wachtwoord opnieuw instellen',
    resetBody:
      'Iemand heeft gevraagd het wachtwoord van je Hearth-account opnieuw in te stellen. Was jij dat? Kies dan een nieuw:',
    resetAction: 'Kies een nieuw wachtwoord',
    signUpSubject: 'Welkom bij Hearth: bevestig je e-mailadres',
    signUpHeading: 'Welkom bij Hearth',
    signUpBody: 'Bevestig je e-mailadres en begin aan het receptenboek van je familie:',
    signUpAction: 'Bevestig mijn e-mailadres',
  },
  pl: {
    resetSubject: 'Zresetuj hasło do Hearth',
    resetHeading: 'Zresetuj hasło',
    resetBody: 'Ktoś poprosił o zresetowanie hasła do twojego konta Hearth. Jeśli to ty, wybierz nowe:',
    resetAction: 'Wybierz nowe hasło',
    signUpSubject: 'Witaj w Hearth: potwierdź swój e-mail',
    signUpHeading: 'Witaj w Hearth',
    signUpBody: 'Potwierdź adres e-mail, aby założyć rodzinną książkę przepisów:',
    signUpAction: 'Potwierdź mój e-mail',
  },
  tr: {
    resetSubject: 'Hearth şifreni sıfırla',
    resetHeading: 'Şifreni sıfırla',
    resetBody: 'Birisi Hearth hesabının şifresini sıfırlamak istedi. Bu sensen yeni bir şifre seç:',
    resetAction: 'Yeni şifre seç',
    signUpSubject: 'Hearth’e hoş geldin: e-postanı onayla',
    signUpHeading: 'Hearth’e hoş geldin',
    signUpBody: 'Aile tarif kutunu başlatmak için e-posta adresini onayla:',
    signUpAction: 'E-postamı onayla',
  },
  ja: {
    resetSubject: 'Hearth のパスワードの再設定',
    resetHeading: 'パスワードを再設定してください',
    resetBody:
      'Hearth アカウントのパスワード再設定のリクエストがありました。ご本人の場合は、新しいパスワードを設定してください:',
    resetAction: '新しいパスワードを設定する',
    signUpSubject: 'Hearth へようこそ: メールアドレスを確認してください',
    signUpHeading: 'Hearth へようこそ',
    signUpBody: 'メールアドレスを確認して、家族のレシピ帳を始めましょう:',
    signUpAction: 'メールアドレスを確認する',
  },
  ar: {
    resetSubject: 'أعد تعيين كلمة مرور Hearth',
    resetHeading: 'أعد تعيين كلمة المرور',
    resetBody: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Hearth. إن كنت أنت، فاختر كلمة مرور جديدة:',
    resetAction: 'اختر كلمة مرور جديدة',
    signUpSubject: 'مرحبًا بك في Hearth: أكّد بريدك الإلكتروني',
    signUpHeading: 'مرحبًا بك في Hearth',
    signUpBody: 'أكّد عنوان بريدك الإلكتروني لتبدأ صندوق وصفات عائلتك:',
    signUpAction: 'تأكيد بريدي الإلكتروني',
  },
  he: {
    resetSubject: 'איפוס הסיסמה ב-Hearth',
    resetHeading: 'איפוס הסיסמה',
    resetBody:
      'התקבלה בקשה לאפס את הסיסמה של החשבון שלך ב-Hearth. אם הבקשה הייתה שלך, אפשר לבחור סיסמה חדשה:',
    resetAction: 'בחירת סיסמה חדשה',
    signUpSubject: 'ברוכים הבאים ל-Hearth: אישור כתובת המייל',
    signUpHeading: 'ברוכים הבאים ל-Hearth',
    signUpBody: 'כדי להתחיל את ספר המתכונים המשפחתי, יש לאשר את כתובת המייל:',
    signUpAction: 'אישור כתובת המייל',
  },
};
