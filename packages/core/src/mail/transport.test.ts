import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createMailTransport } from './transport';

const LINK = 'https://app.test/reset-password?token=live-secret-token';
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function fileModeLogs(logLinks: boolean | undefined) {
  const dataDir = await mkdtemp(join(tmpdir(), 'advance-mail-file-'));
  dirs.push(dataDir);
  const lines: string[] = [];
  const log: Logger = {
    info: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
    warn: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
    error: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
  };
  const transport = createMailTransport({
    dataDir,
    from: 'App <app@x.test>',
    log,
    ...(logLinks !== undefined && { logLinks }),
  });
  await transport.send({ to: 'ada@example.com', subject: 'Reset', text: `Open ${LINK}` });
  transport.close();
  expect(await readdir(join(dataDir, 'mail'))).toHaveLength(1);
  return lines.join('\n');
}

describe('the file transport (no SMTP_URL)', () => {
  it('logs the links only when told to (development)', async () => {
    expect(await fileModeLogs(true)).toContain(LINK);
  });

  it('logs neither the links nor the address otherwise', async () => {
    for (const setting of [false, undefined]) {
      const logged = await fileModeLogs(setting);
      expect(logged).not.toContain('live-secret-token');
      expect(logged).not.toContain('ada@example.com');
      expect(logged).toContain('Mail saved to file');
    }
  });
});
