// What the domain needs to send e-mail (the mail adapter: SES on AWS, a local outbox otherwise).

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;
