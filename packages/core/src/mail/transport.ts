import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { onFirstUse } from '../on-first-use';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL. Absent: mails are written as .eml files (local use). */
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
  log: Logger;
  /**
   * File mode only: log the links a mail carries (a reset link is a password), so a
   * developer without a relay can use them. The server allows it only outside production.
   */
  logLinks?: boolean;
}

/**
 * nodemailer is loaded when the first mail goes out, not at start-up: most processes send
 * none for a long while, and its module graph is a sizeable part of a cold start.
 */
const loadNodemailer = async () => (await import('nodemailer')).default;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = onFirstUse(async () => (await loadNodemailer()).createTransport(smtpUrl));
  return {
    send: async (mail) => {
      await (await transporter.get()).sendMail({ from, ...mail, html: mail.html ?? undefined });
    },
    close: () => void transporter.ifMade()?.then((t) => t.close(), noop),
  };
}

const noop = () => {};

/**
 * Without a relay, a local user can still reset a password: the message lands in
 * DATA_DIR/mail/ and, in development, its links are logged (decision 006).
 */
function fileTransport({ dataDir, from, log, logLinks }: MailTransportOptions): MailTransport {
  const transporter = onFirstUse(async () =>
    (await loadNodemailer()).createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  const dir = join(dataDir, 'mail');
  return {
    send: async (mail) => {
      const info = await (await transporter.get()).sendMail({
        from,
        ...mail,
        html: mail.html ?? undefined,
      });
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (!logLinks) {
        log.info({ file }, 'Mail saved to file (SMTP_URL is not set)');
        return;
      }
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, file, links },
        'Mail saved to file (SMTP_URL is not set); links logged for development',
      );
    },
    close: () => void transporter.ifMade()?.then((t) => t.close(), noop),
  };
}
