// The household invitation (domain/households/invitation-mail.ts), in the invitee's language.
import type { MailCatalog } from './fill.js';

type Keys =
  | 'subject'
  | 'heading'
  | 'intro'
  | 'people'
  | 'action'
  | 'once'
  | 'decline'
  | 'withdraw'
  | 'textJoin'
  | 'textWithdraw'
  | 'someone'
  | 'theirHousehold';

export const invitationTexts: MailCatalog<Keys> = {
  en: {
    subject: '{who} invited you to join “{household}” on Hearth',
    heading: '{who} invited you to join {household}',
    intro:
      '{who} ({from}) invited {to} to join “{household}” on Hearth, a household of {people}: you would share recipes, the shopping list and meal plans.',
    people: { one: '{count} person', other: '{count} people' },
    action: 'Join the household',
    once: 'The link works once, for this address, for {days} days.',
    decline:
      "Don't know {from}, or not expecting this? Nothing happens unless you join. This wasn't meant for you? {withdraw}.",
    withdraw: 'Withdraw the invitation',
    textJoin: 'Join: {link}',
    textWithdraw: "This wasn't meant for you? Withdraw the invitation: {link}",
    someone: 'A Hearth cook',
    theirHousehold: 'their household',
  },
  es: {
    subject: '{who} te invitó a unirte a «{household}» en Hearth',
    heading: '{who} te invitó a unirte a {household}',
    intro:
      '{who} ({from}) invitó a {to} a unirse a «{household}» en Hearth, un hogar de {people}: compartiríais recetas, la lista de la compra y el menú semanal.',
    people: { one: '{count} persona', other: '{count} personas' },
    action: 'Unirme al hogar',
    once: 'El enlace sirve una sola vez, para esta dirección, durante {days} días.',
    decline:
      '¿No conoces a {from} o no esperabas esto? No pasa nada si no te unes. ¿No era para ti? {withdraw}.',
    withdraw: 'Retira la invitación',
    textJoin: 'Unirme: {link}',
    textWithdraw: '¿No era para ti? Retira la invitación: {link}',
    someone: 'Alguien de Hearth',
    theirHousehold: 'su hogar',
  },
  fr: {
    subject: '{who} vous invite à rejoindre « {household} » sur Hearth',
    heading: '{who} vous invite à rejoindre {household}',
    intro:
      '{who} ({from}) invite {to} à rejoindre « {household} » sur Hearth, un foyer de {people} : vous partageriez les recettes, la liste de courses et le menu de la semaine.',
    people: { one: '{count} personne', other: '{count} personnes' },
    action: 'Rejoindre le foyer',
    once: 'Le lien ne fonctionne qu’une fois, pour cette adresse, pendant {days} jours.',
    decline:
      'Vous ne connaissez pas {from}, ou vous n’attendiez pas ce message ? Rien ne se passe tant que vous ne rejoignez pas le foyer. Ce message ne vous était pas destiné ? {withdraw}.',
    withdraw: 'Retirer l’invitation',
    textJoin: 'Rejoindre : {link}',
    textWithdraw: 'Ce message ne vous était pas destiné ? Retirer l’invitation : {link}',
    someone: 'Quelqu’un sur Hearth',
    theirHousehold: 'son foyer',
  },
  de: {
    subject: '{who} hat dich in „{household}“ auf Hearth eingeladen',
    heading: '{who} hat dich in {household} eingeladen',
    intro:
      '{who} ({from}) hat {to} in den Haushalt „{household}“ auf Hearth eingeladen, einen Haushalt mit {people}: Ihr würdet Rezepte, die Einkaufsliste und den Essensplan teilen.',
    people: { one: '{count} Person', other: '{count} Personen' },
    action: 'Dem Haushalt beitreten',
    once: 'Der Link funktioniert einmal, für diese Adresse, {days} Tage lang.',
    decline:
      'Du kennst {from} nicht oder hast das nicht erwartet? Es passiert nichts, solange du nicht beitrittst. War das gar nicht für dich gedacht? {withdraw}.',
    withdraw: 'Einladung zurückziehen',
    textJoin: 'Beitreten: {link}',
    textWithdraw: 'War das gar nicht für dich gedacht? Einladung zurückziehen: {link}',
    someone: 'Jemand auf Hearth',
    theirHousehold: 'einen Haushalt',
  },
  it: {
    subject: '{who} ti ha invitato a entrare in «{household}» su Hearth',
    heading: '{who} ti ha invitato in {household}',
    intro:
      '{who} ({from}) ha invitato {to} a entrare in «{household}» su Hearth, una famiglia di {people}: condividereste ricette, lista della spesa e menù settimanale.',
    people: { one: '{count} persona', other: '{count} persone' },
    action: 'Entra nella famiglia',
    once: 'Il link funziona una sola volta, per questo indirizzo, per {days} giorni.',
    decline:
      'Non conosci {from} o non te lo aspettavi? Non succede nulla se non entri. Non era per te? {withdraw}.',
    withdraw: 'Ritira l’invito',
    textJoin: 'Entra: {link}',
    textWithdraw: 'Non era per te? Ritira l’invito: {link}',
    someone: 'Qualcuno su Hearth',
    theirHousehold: 'la sua famiglia',
  },
  'pt-BR': {
    subject: '{who} convidou você para entrar em “{household}” no Hearth',
    heading: '{who} convidou você para {household}',
    intro:
      '{who} ({from}) convidou {to} para entrar em “{household}” no Hearth, uma casa com {people}: vocês compartilhariam receitas, a lista de compras e o cardápio da semana.',
    people: { one: '{count} pessoa', other: '{count} pessoas' },
    action: 'Entrar na casa',
    once: 'O link funciona uma vez, para este endereço, por {days} dias.',
    decline:
      'Não conhece {from} ou não esperava por isso? Nada acontece se você não entrar. Isto não era para você? {withdraw}.',
    withdraw: 'Retirar o convite',
    textJoin: 'Entrar: {link}',
    textWithdraw: 'Isto não era para você? Retirar o convite: {link}',
    someone: 'Alguém no Hearth',
    theirHousehold: 'uma casa',
  },
  nl: {
    subject: '{who} nodigt je uit voor “{household}” op Hearth',
    heading: '{who} nodigt je uit voor {household}',
    intro:
      '{who} ({from}) heeft {to} uitgenodigd voor het huishouden “{household}” op Hearth, met {people}: jullie zouden recepten, de boodschappenlijst en het weekmenu delen.',
    people: { one: '{count} persoon', other: '{count} personen' },
    action: 'Word lid van het huishouden',
    once: 'De link werkt één keer, voor dit adres, {days} dagen lang.',
    decline:
      'Ken je {from} niet, of verwachtte je dit niet? Er gebeurt niets tenzij je lid wordt. Was dit niet voor jou bedoeld? {withdraw}.',
    withdraw: 'Trek de uitnodiging in',
    textJoin: 'Lid worden: {link}',
    textWithdraw: 'Was dit niet voor jou bedoeld? Trek de uitnodiging in: {link}',
    someone: 'Iemand op Hearth',
    theirHousehold: 'een huishouden',
  },
  pl: {
    subject: '{who} zaprasza cię do „{household}” w Hearth',
    heading: '{who} zaprasza cię do {household}',
    intro:
      '{who} ({from}) zaprasza {to} do domowników „{household}” w Hearth ({people}): będziecie dzielić przepisy, listę zakupów i jadłospis.',
    people: { one: '{count} osoba', few: '{count} osoby', many: '{count} osób', other: '{count} osoby' },
    action: 'Dołącz do domowników',
    once: 'Link działa raz, dla tego adresu, przez {days} dni.',
    decline:
      'Nie znasz {from} albo nie spodziewasz się tej wiadomości? Nic się nie stanie, jeśli nie dołączysz. To nie było do ciebie? {withdraw}.',
    withdraw: 'Wycofaj zaproszenie',
    textJoin: 'Dołącz: {link}',
    textWithdraw: 'To nie było do ciebie? Wycofaj zaproszenie: {link}',
    someone: 'Ktoś z Hearth',
    theirHousehold: 'swoich domowników',
  },
  tr: {
    subject: '{who} seni Hearth’te “{household}” hanesine davet etti',
    heading: '{who} seni {household} hanesine davet etti',
    intro:
      '{who} ({from}), {to} adresini Hearth’teki “{household}” hanesine ({people}) davet etti: tarifleri, alışveriş listesini ve yemek planlarını birlikte paylaşırsınız.',
    people: { one: '{count} kişi', other: '{count} kişi' },
    action: 'Haneye katıl',
    once: 'Bağlantı bu adres için yalnızca bir kez ve {days} gün boyunca çalışır.',
    decline:
      '{from} adresini tanımıyor musun ya da bunu beklemiyor muydun? Katılmadığın sürece hiçbir şey olmaz. Bu sana gönderilmemiş mi? {withdraw}.',
    withdraw: 'Daveti geri çek',
    textJoin: 'Katıl: {link}',
    textWithdraw: 'Bu sana gönderilmemiş mi? Daveti geri çek: {link}',
    someone: 'Bir Hearth kullanıcısı',
    theirHousehold: 'bir hane',
  },
  ja: {
    subject: '{who} から Hearth の「{household}」への招待が届きました',
    heading: '{who} から「{household}」への招待',
    intro:
      '{who}（{from}）が {to} を Hearth の家族「{household}」（{people}）に招待しました。参加すると、レシピ、買い物リスト、献立を共有できます。',
    people: { other: '{count}人' },
    action: '家族に参加する',
    once: 'このリンクは、このアドレスで1回だけ、{days}日間使えます。',
    decline:
      '{from} に心当たりがない、または予定外の招待ですか？参加しない限り何も起こりません。宛先違いの場合は、こちらから{withdraw}ことができます。',
    withdraw: '招待を取り消す',
    textJoin: '参加する: {link}',
    textWithdraw: '宛先違いの場合は、招待を取り消せます: {link}',
    someone: 'Hearth のユーザー',
    theirHousehold: '家族',
  },
  ar: {
    subject: 'دعاك {who} للانضمام إلى «{household}» على Hearth',
    heading: 'دعاك {who} للانضمام إلى {household}',
    intro:
      'دعا {who} ({from}) صاحب العنوان {to} للانضمام إلى «{household}» على Hearth، وهي أسرة تضم {people}: ستتشاركون الوصفات وقائمة التسوق وخطط الوجبات.',
    people: {
      zero: '{count} أشخاص',
      one: 'شخصًا واحدًا',
      two: 'شخصين',
      few: '{count} أشخاص',
      many: '{count} شخصًا',
      other: '{count} شخص',
    },
    action: 'انضم إلى الأسرة',
    once: 'يعمل الرابط مرة واحدة، لهذا العنوان، لمدة {days} أيام.',
    decline:
      'لا تعرف {from}، أو لم تكن تتوقع هذه الرسالة؟ لن يحدث شيء ما لم تنضم. ألم تكن هذه الرسالة موجهة إليك؟ {withdraw}.',
    withdraw: 'اسحب الدعوة',
    textJoin: 'انضم: {link}',
    textWithdraw: 'ألم تكن هذه الرسالة موجهة إليك؟ اسحب الدعوة: {link}',
    someone: 'أحد مستخدمي Hearth',
    theirHousehold: 'أسرته',
  },
  he: {
    subject: 'הזמנה מאת {who} להצטרף אל "{household}" ב-Hearth',
    heading: 'הזמנה מאת {who} להצטרף אל {household}',
    intro:
      'נשלחה הזמנה מאת {who} ({from}) אל {to} להצטרף אל משק הבית "{household}" ב-Hearth, שיש בו {people}: תוכלו לשתף מתכונים, את רשימת הקניות ואת התפריט השבועי.',
    people: { one: 'אדם אחד', two: 'שני אנשים', other: '{count} אנשים' },
    action: 'הצטרפות למשק הבית',
    once: 'הקישור עובד פעם אחת, עבור הכתובת הזו, במשך {days} ימים.',
    decline:
      'לא מכירים את {from}, או שלא ציפיתם להודעה הזו? שום דבר לא קורה אם לא מצטרפים. ההודעה לא נועדה לכם? {withdraw}.',
    withdraw: 'ביטול ההזמנה',
    textJoin: 'הצטרפות: {link}',
    textWithdraw: 'ההודעה לא נועדה לכם? ביטול ההזמנה: {link}',
    someone: 'מישהו ב-Hearth',
    theirHousehold: 'משק הבית שלהם',
  },
};
