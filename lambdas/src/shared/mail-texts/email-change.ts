// The e-mails of an address change (domain/account/email-change-mail.ts): the code to the new address and
// the notice to the old one, in the account's language.
import type { MailCatalog } from './fill.js';

type Keys =
  | 'codeSubject'
  | 'codeHeading'
  | 'codeBody'
  | 'codeExpiry'
  | 'codeText'
  | 'changedSubject'
  | 'changedHeading'
  | 'changedByYou'
  | 'changedByAdmin'
  | 'changedFromNow';

export const emailChangeTexts: MailCatalog<Keys> = {
  en: {
    codeSubject: 'Your Hearth e-mail change code: {code}',
    codeHeading: 'Confirm your new e-mail address',
    codeBody: 'Someone asked to move a Hearth account to this address. If it was you, enter this code:',
    codeExpiry:
      'The code works for {minutes} minutes. If it was not you, ignore this e-mail: nothing changes.',
    codeText:
      'Your Hearth e-mail change code is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this e-mail: nothing changes.',
    changedSubject: 'Your Hearth e-mail was changed to {email}',
    changedHeading: 'Your Hearth e-mail was changed',
    changedByYou: 'You changed the e-mail address of your Hearth account to {email}.',
    changedByAdmin: 'A Hearth admin changed the e-mail address of your Hearth account to {email}.',
    changedFromNow:
      'From now on, sign in with {email}. If this was not you, reset your password at {link} and contact us.',
  },
  es: {
    codeSubject: 'Tu código para cambiar el correo de Hearth: {code}',
    codeHeading: 'Confirma tu nueva dirección de correo',
    codeBody:
      'Alguien pidió mover una cuenta de Hearth a esta dirección. Si fuiste tú, introduce este código:',
    codeExpiry:
      'El código sirve durante {minutes} minutos. Si no fuiste tú, ignora este correo: no cambia nada.',
    codeText:
      'Tu código para cambiar el correo de Hearth es {code}. Sirve durante {minutes} minutos. Si no lo pediste, ignora este correo: no cambia nada.',
    changedSubject: 'Tu correo de Hearth ahora es {email}',
    changedHeading: 'Tu correo de Hearth ha cambiado',
    changedByYou: 'Cambiaste la dirección de correo de tu cuenta de Hearth a {email}.',
    changedByAdmin:
      'Una persona administradora de Hearth cambió la dirección de correo de tu cuenta a {email}.',
    changedFromNow:
      'A partir de ahora, inicia sesión con {email}. Si no fuiste tú, restablece tu contraseña en {link} y escríbenos.',
  },
  fr: {
    codeSubject: 'Votre code de changement d’e-mail Hearth : {code}',
    codeHeading: 'Confirmez votre nouvelle adresse e-mail',
    codeBody:
      'Quelqu’un a demandé à déplacer un compte Hearth vers cette adresse. Si c’était vous, saisissez ce code :',
    codeExpiry:
      'Le code est valable {minutes} minutes. Si ce n’était pas vous, ignorez cet e-mail : rien ne change.',
    codeText:
      'Votre code de changement d’e-mail Hearth est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.',
    changedSubject: 'Votre e-mail Hearth est désormais {email}',
    changedHeading: 'Votre e-mail Hearth a changé',
    changedByYou: 'Vous avez remplacé l’adresse e-mail de votre compte Hearth par {email}.',
    changedByAdmin: 'Un administrateur Hearth a remplacé l’adresse e-mail de votre compte par {email}.',
    changedFromNow:
      'Désormais, connectez-vous avec {email}. Si ce n’était pas vous, réinitialisez votre mot de passe sur {link} et contactez-nous.',
  },
  de: {
    codeSubject: 'Dein Code für die neue E-Mail-Adresse bei Hearth: {code}',
    codeHeading: 'Bestätige deine neue E-Mail-Adresse',
    codeBody:
      'Jemand möchte ein Hearth-Konto auf diese Adresse umziehen. Wenn du das warst, gib diesen Code ein:',
    codeExpiry:
      'Der Code gilt {minutes} Minuten. Warst du das nicht, ignoriere diese E-Mail: Es ändert sich nichts.',
    codeText:
      'Dein Code für die neue E-Mail-Adresse bei Hearth ist {code}. Er gilt {minutes} Minuten. Hast du ihn nicht angefordert, ignoriere diese E-Mail: Es ändert sich nichts.',
    changedSubject: 'Deine Hearth-E-Mail-Adresse ist jetzt {email}',
    changedHeading: 'Deine Hearth-E-Mail-Adresse wurde geändert',
    changedByYou: 'Du hast die E-Mail-Adresse deines Hearth-Kontos in {email} geändert.',
    changedByAdmin: 'Eine Hearth-Administration hat die E-Mail-Adresse deines Kontos in {email} geändert.',
    changedFromNow:
      'Melde dich ab jetzt mit {email} an. Warst du das nicht, setze dein Passwort unter {link} zurück und schreib uns.',
  },
  it: {
    codeSubject: 'Il tuo codice per cambiare l’e-mail di Hearth: {code}',
    codeHeading: 'Conferma il tuo nuovo indirizzo e-mail',
    codeBody:
      'Qualcuno ha chiesto di spostare un account Hearth su questo indirizzo. Se sei stato tu, inserisci questo codice:',
    codeExpiry:
      'Il codice vale {minutes} minuti. Se non sei stato tu, ignora questa e-mail: non cambia nulla.',
    codeText:
      'Il tuo codice per cambiare l’e-mail di Hearth è {code}. Vale {minutes} minuti. Se non l’hai chiesto, ignora questa e-mail: non cambia nulla.',
    changedSubject: 'La tua e-mail di Hearth ora è {email}',
    changedHeading: 'La tua e-mail di Hearth è cambiata',
    changedByYou: 'Hai cambiato l’indirizzo e-mail del tuo account Hearth in {email}.',
    changedByAdmin: 'Un amministratore di Hearth ha cambiato l’indirizzo e-mail del tuo account in {email}.',
    changedFromNow:
      'D’ora in poi accedi con {email}. Se non sei stato tu, reimposta la password su {link} e contattaci.',
  },
  'pt-BR': {
    codeSubject: 'Seu código para trocar o e-mail do Hearth: {code}',
    codeHeading: 'Confirme seu novo endereço de e-mail',
    codeBody:
      'Alguém pediu para mudar uma conta do Hearth para este endereço. Se foi você, digite este código:',
    codeExpiry: 'O código vale por {minutes} minutos. Se não foi você, ignore este e-mail: nada muda.',
    codeText:
      'Seu código para trocar o e-mail do Hearth é {code}. Ele vale por {minutes} minutos. Se você não pediu, ignore este e-mail: nada muda.',
    changedSubject: 'Seu e-mail do Hearth agora é {email}',
    changedHeading: 'Seu e-mail do Hearth mudou',
    changedByYou: 'Você trocou o endereço de e-mail da sua conta do Hearth para {email}.',
    changedByAdmin: 'Um administrador do Hearth trocou o endereço de e-mail da sua conta para {email}.',
    changedFromNow:
      'De agora em diante, entre com {email}. Se não foi você, redefina sua senha em {link} e fale com a gente.',
  },
  nl: {
    codeSubject: 'Je code om je Hearth-e-mailadres te wijzigen: {code}',
    codeHeading: 'Bevestig je nieuwe e-mailadres',
    codeBody: 'Iemand wil een Hearth-account naar dit adres verhuizen. Was jij dat? Vul dan deze code in:',
    codeExpiry:
      'De code werkt {minutes} minuten. Was jij het niet, negeer deze e-mail dan: er verandert niets.',
    codeText:
      'Je code om je Hearth-e-mailadres te wijzigen is {code}. Hij werkt {minutes} minuten. Heb je hem niet aangevraagd, negeer deze e-mail dan: er verandert niets.',
    changedSubject: 'Je Hearth-e-mailadres is nu {email}',
    changedHeading: 'Je Hearth-e-mailadres is gewijzigd',
    changedByYou: 'Je hebt het e-mailadres van je Hearth-account gewijzigd in {email}.',
    changedByAdmin: 'Een beheerder van Hearth heeft het e-mailadres van je account gewijzigd in {email}.',
    changedFromNow:
      'Log voortaan in met {email}. Was jij dit niet, stel dan je wachtwoord opnieuw in op {link} en neem contact met ons op.',
  },
  pl: {
    codeSubject: 'Twój kod zmiany adresu e-mail w Hearth: {code}',
    codeHeading: 'Potwierdź nowy adres e-mail',
    codeBody: 'Ktoś poprosił o przeniesienie konta Hearth na ten adres. Jeśli to ty, wpisz ten kod:',
    codeExpiry:
      'Kod działa przez {minutes} minut. Jeśli to nie ty, zignoruj tę wiadomość: nic się nie zmieni.',
    codeText:
      'Twój kod zmiany adresu e-mail w Hearth to {code}. Działa przez {minutes} minut. Jeśli o niego nie prosisz, zignoruj tę wiadomość: nic się nie zmieni.',
    changedSubject: 'Twój adres e-mail w Hearth to teraz {email}',
    changedHeading: 'Twój adres e-mail w Hearth został zmieniony',
    changedByYou: 'Zmieniasz adres e-mail swojego konta Hearth na {email}.',
    changedByAdmin: 'Administrator Hearth zmienił adres e-mail twojego konta na {email}.',
    changedFromNow:
      'Od teraz loguj się adresem {email}. Jeśli to nie ty, zresetuj hasło na {link} i skontaktuj się z nami.',
  },
  tr: {
    codeSubject: 'Hearth e-posta değiştirme kodun: {code}',
    codeHeading: 'Yeni e-posta adresini onayla',
    codeBody: 'Birisi bir Hearth hesabını bu adrese taşımak istedi. Bu sensen şu kodu gir:',
    codeExpiry: 'Kod {minutes} dakika geçerli. Bu sen değilsen bu e-postayı yok say: hiçbir şey değişmez.',
    codeText:
      'Hearth e-posta değiştirme kodun {code}. {minutes} dakika geçerli. Bunu sen istemediysen bu e-postayı yok say: hiçbir şey değişmez.',
    changedSubject: 'Hearth e-postan artık {email}',
    changedHeading: 'Hearth e-postan değişti',
    changedByYou: 'Hearth hesabının e-posta adresini {email} olarak değiştirdin.',
    changedByAdmin: 'Bir Hearth yöneticisi hesabının e-posta adresini {email} olarak değiştirdi.',
    changedFromNow:
      'Bundan sonra {email} ile giriş yap. Bu sen değilsen şifreni {link} adresinde sıfırla ve bize yaz.',
  },
  ja: {
    codeSubject: 'Hearth のメールアドレス変更コード: {code}',
    codeHeading: '新しいメールアドレスを確認してください',
    codeBody:
      'Hearth アカウントをこのアドレスに移すリクエストがありました。ご本人の場合は、次のコードを入力してください:',
    codeExpiry:
      'コードの有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。何も変更されません。',
    codeText:
      'Hearth のメールアドレス変更コードは {code} です。有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。何も変更されません。',
    changedSubject: 'Hearth のメールアドレスが {email} に変更されました',
    changedHeading: 'Hearth のメールアドレスが変更されました',
    changedByYou: 'Hearth アカウントのメールアドレスを {email} に変更しました。',
    changedByAdmin: 'Hearth の管理者が、アカウントのメールアドレスを {email} に変更しました。',
    changedFromNow:
      '今後は {email} でサインインしてください。心当たりがない場合は、{link} でパスワードを再設定し、ご連絡ください。',
  },
  ar: {
    codeSubject: 'رمز تغيير بريدك الإلكتروني على Hearth: {code}',
    codeHeading: 'أكّد عنوان بريدك الإلكتروني الجديد',
    codeBody: 'طلب أحدهم نقل حساب على Hearth إلى هذا العنوان. إن كنت أنت، فأدخل هذا الرمز:',
    codeExpiry: 'يعمل الرمز لمدة {minutes} دقيقة. إن لم تكن أنت، فتجاهل هذه الرسالة: لن يتغير شيء.',
    codeText:
      'رمز تغيير بريدك الإلكتروني على Hearth هو {code}. يعمل لمدة {minutes} دقيقة. إن لم تطلبه، فتجاهل هذه الرسالة: لن يتغير شيء.',
    changedSubject: 'أصبح بريدك الإلكتروني على Hearth هو {email}',
    changedHeading: 'تغيّر بريدك الإلكتروني على Hearth',
    changedByYou: 'غيّرت عنوان البريد الإلكتروني لحسابك على Hearth إلى {email}.',
    changedByAdmin: 'غيّر أحد مشرفي Hearth عنوان البريد الإلكتروني لحسابك إلى {email}.',
    changedFromNow:
      'من الآن فصاعدًا، سجّل الدخول باستخدام {email}. إن لم تكن أنت، فأعد تعيين كلمة المرور من {link} وتواصل معنا.',
  },
  he: {
    codeSubject: 'קוד לשינוי כתובת המייל ב-Hearth: {code}',
    codeHeading: 'אישור כתובת המייל החדשה',
    codeBody: 'התקבלה בקשה להעביר חשבון Hearth לכתובת הזו. אם הבקשה הייתה שלך, יש להזין את הקוד:',
    codeExpiry: 'הקוד תקף למשך {minutes} דקות. אם זה לא היה אצלך, אפשר להתעלם מהמייל: שום דבר לא ישתנה.',
    codeText:
      'הקוד לשינוי כתובת המייל ב-Hearth הוא {code}. הוא תקף למשך {minutes} דקות. אם לא ביקשת אותו, אפשר להתעלם מהמייל: שום דבר לא ישתנה.',
    changedSubject: 'כתובת המייל שלך ב-Hearth היא עכשיו {email}',
    changedHeading: 'כתובת המייל שלך ב-Hearth השתנתה',
    changedByYou: 'כתובת המייל של חשבון ה-Hearth שלך שונתה ל-{email}.',
    changedByAdmin: 'מנהל/ת Hearth שינו את כתובת המייל של החשבון שלך ל-{email}.',
    changedFromNow:
      'מעכשיו יש להתחבר עם {email}. אם זה לא היה אצלך, יש לאפס את הסיסמה ב-{link} ולפנות אלינו.',
  },
};
