import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_TOKEN_CALLS_PER_MINUTE,
  API_TOKEN_PREFIX,
  analyticsMessages,
  analyticsRangeLabels,
  apiTokenMessages,
  decisionMessages,
  mfaMessages,
} from '@advance/contracts';
import { activityActions } from '@advance/core';
import type { NewApplication } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import {
  applicationBody,
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
} from '../testing/fixtures';
import { enterTotpCode } from '../testing/second-factor';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

/**
 * Issue 21, "Done when": a staff member creates a token with applications:read (after the
 * step-up), lists applications from the command line as CSV and JSON, is refused a review
 * with that token, and sees both calls in the activity log. The CLI runs as its own process
 * (`npm run advance` runs exactly this command) against this real server.
 */
const { server: current, client } = useTestServer();

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node --import tsx packages/client/src/cli.ts ...args`, with nothing of ours in its env. */
function advance(
  args: string[],
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the server answering it runs in this very process.
    const child = spawn(
      process.execPath,
      [...nodeOptions, '--import', 'tsx', 'packages/client/src/cli.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const STAFF = { email: 'grace@advance.test', firstName: 'Grace', lastName: 'Hopper' };

/** A customer promoted to admin by the super admin, then signed in with a second factor. */
async function staffMember(server: TestServer) {
  const root = await signedInSuperAdmin(server);
  await createCustomer(client(), STAFF);
  const { id } = await server.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', STAFF.email)
    .executeTakeFirstOrThrow();
  const promoted = await root.request('PATCH', `/api/admin/users/${id}/role`, {
    json: { role: 'admin' },
  });
  expect(promoted.status, promoted.text).toBe(200);
  const staff = client();
  await signIn(staff, { email: STAFF.email, password: customer.password });
  return { id, staff };
}

/** An application whose applicant typed what a spreadsheet would run as formulas. */
async function insertHostileApplication(server: TestServer): Promise<string> {
  const row: NewApplication = {
    userId: null,
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: '+SUM(1;2)',
    email: 'mallory@example.com',
    phone: '555-123-4567',
    zipCode: '10001',
    requestedAmountCents: 100_000,
    processingFeeCents: 3_000,
    amountToReceiveCents: 97_000,
    howOftenNeedCash: 'monthly',
    monthlyBenefitCents: 145_000,
    benefitPaymentDay: 3,
    monthlyRentMortgageCents: 80_000,
    dateOfBirth: '1990-05-17',
    benefitSchedule: 'second_wednesday',
    requestFingerprint: 'fp-hostile',
    createdAt: new Date(Date.now() + 60_000),
  };
  const { id } = await server.db.db
    .insertInto('applications')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe(`the advance CLI with an API token on ${describeTestDb()}`, () => {
  it('lists applications as CSV and JSON, is refused a review, and both calls are logged', async () => {
    const server = current();
    const { id: staffId, staff } = await staffMember(server);

    // Seed: one application through the wizard, one with formula-like names.
    const applied = await client().request('POST', '/api/applications', {
      json: applicationBody({ email: 'ada@example.com', firstName: 'Ada, "the" Countess' }),
    });
    expect(applied.status, applied.text).toBe(201);
    const adaId = (applied.body as { id: string }).id;
    const hostileId = await insertHostileApplication(server);

    // The token needs a fresh second factor: refused once it is older than 5 minutes...
    const tokenBody = { name: 'Nightly report', scopes: ['applications:read'], expiresInDays: 30 };
    await server.db.db
      .updateTable('sessions')
      .set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) })
      .where('userId', '=', staffId)
      .execute();
    const stale = await staff.post('/api/auth/tokens', tokenBody);
    expect(stale.status, stale.text).toBe(403);
    expect(stale.body).toMatchObject({ message: mfaMessages.stepUpRequired });

    // ...and created right after the step-up (the authenticator's code again).
    await enterTotpCode(staff, STAFF.email);
    const created = await staff.post('/api/auth/tokens', tokenBody);
    expect(created.status, created.text).toBe(201);
    const {
      id: tokenId,
      token,
      scopes,
    } = created.body as {
      id: string;
      token: string;
      scopes: string[];
    };
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(scopes).toEqual(['applications:read']);

    // CSV, with the token from the environment: the same text as the server's own export.
    const env = { ADVANCE_URL: server.url, ADVANCE_TOKEN: token };
    const csv = await advance(['applications', 'list', '--format', 'csv'], env);
    expect(csv.stderr).toBe('');
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[0]?.startsWith('"id","created_at","status","first_name","last_name"')).toBe(true);
    // Newest first: the hostile row, its formulas neutralised and quotes doubled.
    expect(lines[1]).toContain(`"${hostileId}",`);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")","'+SUM(1;2)","mallory@example.com"`,
    );
    expect(lines[2]).toContain(`"${adaId}",`);
    expect(lines[2]).toContain('"Ada, ""the"" Countess","Lovelace","ada@example.com"');
    const exported = await staff.get('/api/admin/applications/export.csv');
    expect(exported.status, exported.text).toBe(200);
    // (Its bytes: the text helper drops the BOM the export starts with.)
    expect(Buffer.from(exported.bytes).toString('utf8')).toBe(`\uFEFF${csv.stdout}`);

    // JSON, with --token on the command line and a status filter in any letter case.
    const json = await advance(
      ['applications', 'list', '--status', 'submitted', '--format', 'json', '--token', token],
      { ADVANCE_URL: server.url },
    );
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const page = JSON.parse(json.stdout) as {
      items: Array<{ id: string; firstName: string; status: string }>;
      total: number;
      totalCapped: boolean;
    };
    expect(page.total).toBe(2);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((a) => [a.id, a.firstName, a.status])).toEqual([
      [hostileId, '=HYPERLINK("http://evil.example","Click")', 'Submitted'],
      [adaId, 'Ada, "the" Countess', 'Submitted'],
    ]);

    // A review needs applications:review: refused, the scope named, nothing on stdout.
    const review = await advance(
      ['applications', 'review', adaId, '--status', 'Approved', '--notes', 'Looks fine'],
      env,
    );
    expect(review.code).not.toBe(0);
    expect(review.code).not.toBeNull();
    expect(review.stdout).toBe('');
    expect(review.stderr).toBe(`${apiTokenMessages.scopeMissing('applications:review')}\n`);
    const ada = await server.db.db
      .selectFrom('applications')
      .select(['status', 'reviewNotes'])
      .where('id', '=', adaId)
      .executeTakeFirstOrThrow();
    expect(ada).toEqual({ status: 'Submitted', reviewNotes: null });

    // The staff member sees every call of the token in the activity log, with its id.
    const log = await staff.get(`/api/admin/logs?actor=${staffId}`);
    expect(log.status, log.text).toBe(200);
    const tokenCalls = (
      log.body as Array<{
        action: string;
        targetId: string | null;
        details: Record<string, unknown>;
        actor: { email: string } | null;
      }>
    )
      .filter((e) => e.targetId === tokenId)
      .reverse();
    expect(tokenCalls.map((e) => [e.action, e.details.path ?? null, e.actor?.email])).toEqual([
      [activityActions.apiTokenCreated, null, STAFF.email],
      [activityActions.apiTokenCall, 'admin.applications.list', STAFF.email],
      [activityActions.apiTokenCall, 'admin.applications.list', STAFF.email],
      [activityActions.apiTokenCallRefused, 'admin.applications.review', STAFF.email],
    ]);
    for (const call of tokenCalls.slice(1)) expect(call.details.tokenId).toBe(tokenId);
    expect(tokenCalls.at(-1)?.details).toMatchObject({
      scope: 'applications:review',
      reason: 'scope_missing',
    });

    // The applications token cannot read analytics; a second token with analytics:read and
    // applications:review (the step-up is still fresh) gets the overview and reviews.
    const noAnalytics = await advance(['analytics', 'overview', '--range', '7d'], env);
    expect(noAnalytics.code).toBe(1);
    expect(noAnalytics.stdout).toBe('');
    expect(noAnalytics.stderr).toBe(`${apiTokenMessages.scopeMissing('analytics:read')}\n`);
    const second = await staff.post('/api/auth/tokens', {
      name: 'Desk',
      scopes: ['analytics:read', 'applications:review'],
      expiresInDays: 7,
    });
    expect(second.status, second.text).toBe(201);
    const deskEnv = {
      ADVANCE_URL: server.url,
      ADVANCE_TOKEN: (second.body as { token: string }).token,
    };
    const overview = await advance(['analytics', 'overview', '--range', '30d'], deskEnv);
    expect(overview.stderr).toBe('');
    expect(overview.code).toBe(0);
    expect(overview.stdout).toContain(analyticsRangeLabels['30d']);
    expect(overview.stdout).toMatch(new RegExp(`${analyticsMessages.totalSessions} +0\\n`));
    expect(overview.stdout).toContain(analyticsMessages.funnelSteps.submitted);
    const overviewJson = await advance(
      ['analytics', 'overview', '--range', '24h', '--format', 'json'],
      deskEnv,
    );
    expect(overviewJson.code).toBe(0);
    expect(JSON.parse(overviewJson.stdout)).toMatchObject({
      range: '24h',
      summary: { totalSessions: 0 },
    });

    // A denial needs its reasons: the server's validation message, nothing changed...
    const noReason = await advance(
      ['applications', 'review', adaId, '--status', 'Denied'],
      deskEnv,
    );
    expect(noReason.code).toBe(1);
    expect(noReason.stdout).toBe('');
    expect(noReason.stderr).toBe(`${decisionMessages.reasonsRequired}\n`);
    // ...and with them, the decision is recorded as the CLI was told.
    const denied = await advance(
      [
        'applications',
        'review',
        adaId,
        '--status',
        'denied',
        '--reason',
        'income_insufficient',
        '--reason',
        'Unable to verify identity',
        '--notes',
        'Two checks failed',
        '--format',
        'json',
      ],
      deskEnv,
    );
    expect(denied.stderr).toBe('');
    expect(denied.code).toBe(0);
    expect(JSON.parse(denied.stdout)).toMatchObject({
      id: adaId,
      status: 'Denied',
      reviewNotes: 'Two checks failed',
      decisionReasons: [{ code: 'income_insufficient' }, { code: 'identity_unverified' }],
    });
    const table = await advance(
      ['applications', 'review', hostileId, '--status', 'Waiting approval'],
      deskEnv,
    );
    expect(table).toEqual({
      code: 0,
      stdout: `Application ${hostileId} is now Waiting approval.\n`,
      stderr: '',
    });
  }, 180_000);

  it('passes on the rate limit’s 429 with the time to wait', async () => {
    const server = current();
    const { staff } = await staffMember(server);
    const created = await staff.post('/api/auth/tokens', {
      name: 'Busy script',
      scopes: ['applications:read'],
      expiresInDays: 1,
    });
    expect(created.status, created.text).toBe(201);
    const { token } = created.body as { token: string };
    // The minute's allowance, spent by plain HTTP calls (no cookie, no Origin)...
    const call = () =>
      fetch(`${server.url}/trpc/admin.applications.list?input=${encodeURIComponent('{}')}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.status);
    for (let sent = 0; sent < API_TOKEN_CALLS_PER_MINUTE; sent += 20) {
      const batch = Math.min(20, API_TOKEN_CALLS_PER_MINUTE - sent);
      expect(await Promise.all(Array.from({ length: batch }, call))).toEqual(
        Array(batch).fill(200),
      );
    }
    // ...so the CLI's next one is refused, and says how long to wait.
    const result = await advance(['applications', 'list'], {
      ADVANCE_URL: server.url,
      ADVANCE_TOKEN: token,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^${apiTokenMessages.tooManyCalls.replace(/[.]/g, '\\.')}\\nTry again in \\d+ s\\.\\n$`,
      ),
    );
  }, 120_000);

  it('loads no server code: only the client, the contracts and their libraries', async () => {
    const server = current();
    const dir = await mkdtemp(join(tmpdir(), 'advance-cli-imports-'));
    const record = join(dir, 'imports.txt');
    try {
      const result = await advance(
        ['analytics', 'overview'],
        {
          ADVANCE_URL: server.url,
          ADVANCE_TOKEN: `${API_TOKEN_PREFIX}nope`,
          RECORD_IMPORTS_TO: record,
        },
        ['--import', join(import.meta.dirname, '..', 'testing', 'record-imports.mjs')],
      );
      expect(result.stderr).toBe(`${apiTokenMessages.invalidToken}\n`);
      const loaded = (await readFile(record, 'utf8')).split('\n').filter(Boolean);
      expect(loaded.some((url) => url.includes('packages/client/src/client.ts'))).toBe(true);
      expect(loaded.some((url) => url.includes('packages/contracts/src/'))).toBe(true);
      const serverSide = loaded.filter((url) =>
        /(?:packages\/(?:api|core|db)\/|apps\/server\/|node_modules\/(?:fastify|kysely|@electric-sql|pg)\/)/.test(
          url,
        ),
      );
      expect(serverSide).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails with the server’s message and nothing on stdout for a token that is not valid', async () => {
    const server = current();
    const result = await advance(['analytics', 'overview', '--range', '7d'], {
      ADVANCE_URL: server.url,
      ADVANCE_TOKEN: `${API_TOKEN_PREFIX}not-a-real-token`,
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `${apiTokenMessages.invalidToken}\n`,
    });
  }, 60_000);
});
