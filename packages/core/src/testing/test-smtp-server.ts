import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /**
   * Resolves with the first mail (already received or arriving) sent to `to` that `matches`
   * (any mail by default: security notices may reach an address before the mail a test wants).
   */
  waitForMail: (
    to: string,
    timeoutMs?: number,
    matches?: (mail: ReceivedMail) => boolean,
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on a free loopback port, for tests that read what we send. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<{
    to: string;
    matches: (m: ReceivedMail) => boolean;
    resolve: (m: ReceivedMail) => void;
  }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to) && w.matches(mail)) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    waitForMail: (to, timeoutMs = 5000, matches = () => true) => {
      const address = to.toLowerCase();
      const found = mails.find((m) => m.to.includes(address) && matches(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          matches,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a raw mail. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** True for a mail that carries a password reset link. */
export const hasResetLink = (mail: ReceivedMail): boolean =>
  /\/reset-password\?token=/.test(decodeQuotedPrintable(mail.raw));

/** The password reset link in a raw mail, from its plain-text part. */
export function findResetLink(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(
    /https?:\/\/[^\s"<>]+\/reset-password\?token=[a-z2-7]+/,
  );
  if (!match) throw new Error('No reset link in mail');
  return match[0];
}
