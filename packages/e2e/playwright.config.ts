import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Where the app under test listens; APP_ORIGIN must be exactly the origin the browser uses.
 * E2E_PORT lets runs that share a machine (several checkouts, several agents) keep apart.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://localhost:${PORT}`;

/** The super admin the server creates on its first start (read back by tests/support/env.ts). */
const SUPER_ADMIN_EMAIL = 'admin@e2e.test';
const SUPER_ADMIN_PASSWORD = 'E2e-Super-Admin-Pass-2024';

/**
 * This file is evaluated by the runner and again by every worker. The runner creates a
 * fresh data directory (PGlite database + mail files) and publishes it through the
 * environment, which the workers inherit, so they all read the same mail folder. It is
 * removed when the runner exits, after Playwright has stopped the server; set
 * E2E_KEEP_DATA=1 to keep it for a look at the mails.
 */
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'advance-e2e-'));
  process.env.E2E_DATA_DIR = created;
  if (!process.env.E2E_KEEP_DATA) {
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  } else {
    process.stderr.write(`E2E data directory: ${created}\n`);
  }
}
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_BASE_URL = BASE_URL;
process.env.E2E_SUPER_ADMIN_EMAIL = SUPER_ADMIN_EMAIL;
process.env.E2E_SUPER_ADMIN_PASSWORD = SUPER_ADMIN_PASSWORD;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only (decision 026): a test that passes on its retry is reported as
  // "flaky" in the list output and is a bug to fix, but a single timing loss on a loaded
  // 2-core machine does not throw away a whole run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Multi-actor journeys (a customer and a signed-in staff member, TOTP steps, a throttled
  // upload) run past 30 s on a loaded 2-core CI machine; expect() steps keep their own 5 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No internet here or in CI: keep Chromium from phoning home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // E2E_SERVER_DIST and E2E_WEB_DIST let runs that share a checkout test their own builds.
    command: `node ${process.env.E2E_SERVER_DIST ?? '../../apps/server/dist'}/main.js`,
    cwd: import.meta.dirname,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_ORIGIN: BASE_URL,
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL,
      SUPER_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Blank means "unset" to the server: always the embedded PGlite and the .eml mailbox,
      // whatever the calling shell exports.
      DATABASE_URL: '',
      SMTP_URL: '',
      // Loopback is the only proxy: the fixtures give each test's browser an address of its
      // own in X-Forwarded-For, so per-address limits count per test (support/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    },
  },
});
