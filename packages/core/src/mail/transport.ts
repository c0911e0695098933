import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

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

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without a relay, a local user can still reset a password: the message lands in
 * DATA_DIR/mail/ and, in development, its links are logged (decision 006).
 */
function fileTransport({ dataDir, from, log, logLinks }: MailTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = join(dataDir, 'mail');
  return {
    send: async (mail) => {
      const info = await transporter.sendMail({ from, ...mail, html: mail.html ?? undefined });
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
    close: () => transporter.close(),
  };
}
