import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env';

const mailDir = join(dataDir, 'mail');

export { findResetLink } from '@advance/core/testing';

/** The To: header of a raw mail, with folded continuation lines joined. */
function recipientsOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const to = unfolded.match(/^To:(.*)$/im);
  return (to?.[1] ?? '').toLowerCase();
}

/** Raw text of every .eml addressed to `email`, newest first (file names start with a timestamp). */
async function mailsTo(email: string): Promise<string[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const raws: string[] = [];
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(join(mailDir, name), 'utf8');
    if (recipientsOf(raw).includes(email.toLowerCase())) raws.push(raw);
  }
  return raws;
}

/**
 * Waits for the mail outbox (it sends after the request's transaction commits) to write
 * a mail to `email`, and returns the newest one's raw text.
 */
export async function waitForMailTo(email: string, timeoutMs = 15_000): Promise<string> {
  let newest: string | undefined;
  await expect
    .poll(
      async () => {
        newest = (await mailsTo(email))[0];
        return newest !== undefined;
      },
      { message: `a mail to ${email} in ${mailDir}`, timeout: timeoutMs },
    )
    .toBe(true);
  return newest as string;
}
