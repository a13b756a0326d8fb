// Sends e-mail through SESv2 on AWS, every message through the configuration set that suppresses
// addresses which bounce or complain (infra/lib/stacks/mail-stack.ts). Locally (MAIL_MODE=outbox) each
// message is written as a JSON file under MAIL_OUTBOX_DIR, which the local mail viewer lists; nothing
// leaves the machine.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SESv2Client, SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { ulid } from 'ulid';
import type { MailMessage } from '../../domain/mail/ports.js';
import { ses } from '../../shared/clients.js';
import { config } from '../../shared/config.js';
import { logger } from '../../shared/logger.js';
import { countEvent } from '../../shared/metrics.js';

export type { MailMessage };

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface SesSender {
  /** `Hearth <no-reply@hearth.example>` */
  from: string;
  configurationSetName?: string;
}

/** The SESv2 SendEmail request for one message. */
export function sendEmailInput(message: MailMessage, sender: SesSender): SendEmailCommandInput {
  return {
    FromEmailAddress: sender.from,
    Destination: { ToAddresses: [message.to] },
    ...(sender.configurationSetName ? { ConfigurationSetName: sender.configurationSetName } : {}),
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: {
          Html: { Data: message.html, Charset: 'UTF-8' },
          Text: { Data: message.text, Charset: 'UTF-8' },
        },
      },
    },
  };
}

/** Sends through `client` (the shared SESv2 client in the app, a recording one in tests). */
export const sesMailer =
  (client: Pick<SESv2Client, 'send'>, sender: SesSender) =>
  async (message: MailMessage): Promise<void> => {
    const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    await client.send(new SendEmailCommand(sendEmailInput(message, sender)));
  };

export async function sendMail(message: MailMessage): Promise<void> {
  if (config.MAIL_MODE === 'outbox') {
    const dir = config.MAIL_OUTBOX_DIR ?? '.hearth/mail';
    await mkdir(dir, { recursive: true });
    const stored: StoredMail = {
      id: ulid(),
      from: config.MAIL_FROM,
      sentAt: new Date().toISOString(),
      ...message,
    };
    await writeFile(join(dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
    logger.info('mail written to local outbox', { id: stored.id });
    countEvent('EmailsSent');
    return;
  }
  await sesMailer(await ses(), {
    from: config.MAIL_FROM,
    configurationSetName: config.MAIL_CONFIGURATION_SET,
  })(message);
  countEvent('EmailsSent');
}
