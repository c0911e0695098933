import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trpcUrl } from './client';
import { clientMessages } from './messages';
import { listInput, reviewInput, runCli } from './program';

/** Runs the CLI in-process, with its own environment, collecting what it writes. */
async function run(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env,
  });
  return { code, stdout, stderr };
}

/** A loopback port nobody listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('options → procedure input', () => {
  it('maps paging and filters of applications list', () => {
    expect(listInput({ page: 3, limit: 50, status: 'Submitted', search: 'ada' })).toEqual({
      limit: 50,
      offset: 100,
      status: 'Submitted',
      search: 'ada',
    });
    expect(listInput({ page: 1, limit: 10, incomplete: true, sort: 'waiting' })).toEqual({
      limit: 10,
      offset: 0,
      incomplete: true,
      sort: 'waiting',
    });
  });

  it('maps a review with reasons, documents and a message', () => {
    expect(
      reviewInput('id-1', {
        status: 'Denied',
        notes: 'Checked twice',
        reason: ['income_insufficient', 'other'],
        otherReason: 'Duplicate request',
        document: [],
        message: 'See the notice',
      }),
    ).toEqual({
      id: 'id-1',
      status: 'Denied',
      reviewNotes: 'Checked twice',
      reasons: ['income_insufficient', 'other'],
      otherReason: 'Duplicate request',
      message: { title: 'About your application', content: 'See the notice' },
    });
    expect(
      reviewInput('id-2', {
        status: 'Additional Documentation Requested',
        reason: [],
        document: ['benefits: Award letter: 2026', 'identity:Photo ID'],
        dueDate: '2026-12-24',
      }),
    ).toEqual({
      id: 'id-2',
      status: 'Additional Documentation Requested',
      documentRequest: {
        items: [
          { category: 'benefits', description: 'Award letter: 2026' },
          { category: 'identity', description: 'Photo ID' },
        ],
        dueDate: '2026-12-24',
      },
    });
  });
});

describe('command line', () => {
  it('has help for every command', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('applications');
    expect(top.stdout).toContain('analytics');
    expect(top.stdout).toContain('ADVANCE_TOKEN');
    expect(top.stdout).toContain('applications:read');

    const list = await run(['applications', 'list', '--help']);
    expect(list.code).toBe(0);
    for (const option of ['--status', '--search', '--page', '--format', '--all'])
      expect(list.stdout).toContain(option);
    expect(list.stdout).toContain('"csv"');

    const review = await run(['applications', 'review', '--help']);
    expect(review.stdout).toContain('--reason');
    expect(review.stdout).toContain('income_insufficient');
    expect(review.stdout).toContain('--document');

    const overview = await run(['analytics', 'overview', '--help']);
    expect(overview.stdout).toMatch(/"24h", "7d", "30d", "all"/);
  });

  it('refuses bad options before calling anyone', async () => {
    const status = await run(['applications', 'list', '--status', 'Maybe'], { ADVANCE_TOKEN: 't' });
    expect(status.code).not.toBe(0);
    expect(status.stdout).toBe('');
    expect(status.stderr).toContain('Choose one of: Submitted');

    const page = await run(['applications', 'list', '--page', '0'], { ADVANCE_TOKEN: 't' });
    expect(page.code).not.toBe(0);
    expect(page.stderr).toContain(clientMessages.invalidNumber('--page'));

    const format = await run(['applications', 'list', '--format', 'xml'], { ADVANCE_TOKEN: 't' });
    expect(format.code).not.toBe(0);
    expect(format.stderr).toContain('xml');

    const noStatus = await run(['applications', 'review', 'x'], { ADVANCE_TOKEN: 't' });
    expect(noStatus.code).not.toBe(0);
    expect(noStatus.stderr).toContain('--status');
  });

  it('asks for a token when none is given', async () => {
    const result = await run(['applications', 'list']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${clientMessages.noToken}\n` });
  });

  it('says which server it could not reach', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const result = await run(['analytics', 'overview', '--url', url], { ADVANCE_TOKEN: 'bat_x' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${clientMessages.unreachable(url, 'ECONNREFUSED')}\n`);

    // The environment names the server when --url does not.
    const fromEnv = await run(['analytics', 'overview'], {
      ADVANCE_TOKEN: 'bat_x',
      ADVANCE_URL: url,
    });
    expect(fromEnv.stderr).toBe(result.stderr);
  });

  it('finds the tRPC endpoint of a server URL', () => {
    expect(trpcUrl('http://localhost:3000')).toBe('http://localhost:3000/trpc');
    expect(trpcUrl('https://advance.example/')).toBe('https://advance.example/trpc');
    expect(trpcUrl('https://advance.example/base/trpc')).toBe('https://advance.example/base/trpc');
    expect(() => trpcUrl('ftp://advance.example')).toThrow(
      clientMessages.badUrl('ftp://advance.example'),
    );
  });
});
