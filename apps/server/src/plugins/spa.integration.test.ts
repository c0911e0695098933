import { gunzipSync } from 'node:zlib';
import { publicPageFigures, todayInNewYork } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DistFixture,
  LANDING_TITLE,
  makeDistFixture,
  NOT_FOUND_TITLE,
  SHELL_MARKER,
} from '../static/testing/dist-fixture';
import { rawRequest } from '../static/testing/raw-request';
import { createCustomer, signIn } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const BROWSER = 'gzip, deflate, br, zstd';
let dist: DistFixture;
let server: TestServer;

beforeAll(async () => {
  dist = await makeDistFixture();
  server = await startTestServer({ WEB_DIST: dist.root });
});
afterAll(async () => {
  await server?.close();
  await dist?.cleanup();
});
beforeEach(() => server.reset());

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, target, { method, headers: { 'accept-encoding': BROWSER, ...headers } });

describe(`the web build inside the whole app on ${describeTestDb()}`, () => {
  it.each([
    ['/', 200],
    ['/about', 200],
    ['/dashboard', 200],
    ['/nope', 404],
    ['/assets/index-Ab12Cd34.js', 200],
    ['/robots.txt', 200],
  ])(
    '%s keeps the security headers (CSP without unsafe-eval, nosniff, frame ban)',
    async (target, status) => {
      const response = await get(target);
      expect(response.status).toBe(status);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toBeTruthy();
    },
  );

  it('serves the prerendered pages compressed and the unknown path as the 404 page', async () => {
    const about = await get('/about');
    expect(about.headers['content-encoding']).toBe('br');
    expect(about.headers['cache-control']).toBe('no-cache');
    const missing = await get('/assets/missing.js', { 'accept-encoding': 'identity' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
  });

  it("fills in today's figures from publicPageFigures, as the browser renders them", async () => {
    const figures = publicPageFigures(todayInNewYork());
    const landing = (await get('/', { 'accept-encoding': 'identity' })).body.toString();
    expect(landing).toContain(`<b id="next">${figures.exampleNextBenefitDate}</b>`);
    expect(landing).toContain(`<b id="fee">${figures.exampleFee}</b>`);
    const apply = await get('/application', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(apply.body).toString()).toContain(
      `APR ${figures.aprRangeMin} to ${figures.aprRangeMax}`,
    );
  });

  it('fills robots.txt with APP_ORIGIN', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'identity' });
    expect(robots.body.toString()).toContain(`Sitemap: ${server.origin}/sitemap.xml`);
  });

  it('compresses nothing under /api, /trpc or the health checks, whatever the client accepts', async () => {
    const targets = [
      '/api/pricing/quote?amount=500&schedule=third_wednesday',
      '/api/benefit-calendar?schedule=first_of_month&count=24',
      '/trpc/auth.me',
      '/api/nope',
      '/trpc/nope',
      '/healthz',
    ];
    for (const target of targets) {
      const response = await get(target);
      expect(response.headers['content-encoding'], target).toBeUndefined();
      expect(response.headers['content-type'], target).toContain('application/json');
      expect(() => JSON.parse(response.body.toString()), target).not.toThrow();
    }
    expect((await get('/api/nope')).status).toBe(404);
  });

  it('gives a signed-in customer the app shell at "/", and a visitor the landing page', async () => {
    const visitor = await get('/', { 'accept-encoding': 'identity' });
    const client = new TestClient(server.url, server.origin);
    await signIn(client, await createCustomer(client));
    const signedIn = await get('/', {
      'accept-encoding': 'identity',
      cookie: client.cookieHeader(),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.toString()).toContain(SHELL_MARKER);
    expect(visitor.body.toString()).toContain(`<title>${LANDING_TITLE}</title>`);
    expect(visitor.body.toString()).not.toContain(SHELL_MARKER);
  });

  it('refuses a malformed URL with a JSON 400 that echoes nothing internal', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toMatch(/stack|node_modules|at .*\.js/);
  });
});
