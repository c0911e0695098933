import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  type DistFixture,
  LANDING_TITLE,
  makeDistFixture,
  NOT_FOUND_TITLE,
  SHELL_MARKER,
} from '../static/testing/dist-fixture';
import { type RawResponse, rawRequest } from '../static/testing/raw-request';
import { spaRoutes } from './spa';

const ORIGIN = 'https://advance.example';
const BROWSER = 'gzip, deflate, br, zstd';
const ASSET = '/assets/index-Ab12Cd34.js';

/** A clock the tests move, and figures that say which date they were made for. */
let now = new Date('2026-03-10T15:00:00Z');
const figureCalls: string[] = [];
let figuresFail = false;
const figuresFor = (today: string) => {
  figureCalls.push(today);
  if (figuresFail) throw new Error('figures broke');
  return {
    exampleNextBenefitDate: `date ${today}`,
    exampleFee: '$15 & <no tax>',
    aprRangeMin: '100%',
    aprRangeMax: '300%',
  };
};

interface Started {
  app: FastifyInstance;
  url: string;
  errors: string[];
}

/** The SPA plugin alone on a real socket (the whole app's headers are in spa.integration). */
async function start(root: string): Promise<Started> {
  const errors: string[] = [];
  const app = Fastify({ logger: false });
  app.log.error = ((obj: unknown, msg?: string) => {
    errors.push(msg ?? String(obj));
  }) as typeof app.log.error;
  await app.register(fastifyCookie);
  const config = loadConfig({ WEB_DIST: root, APP_ORIGIN: ORIGIN, LOG_LEVEL: 'silent' });
  await app.register(spaRoutes, { config, deps: { now: () => now }, figuresFor });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, errors };
}

const decode = (response: RawResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body.toString('utf8');
};

describe('static delivery of a prerendered build (issue 15)', () => {
  let dist: DistFixture;
  let server: Started;
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(server.url, target, { method, headers });

  beforeAll(async () => {
    dist = await makeDistFixture();
    server = await start(dist.root);
  });
  afterAll(async () => {
    await server.app.close();
    await dist.cleanup();
  });
  beforeEach(() => {
    figuresFail = false;
  });

  describe('pages', () => {
    it('answers "/" with the prerendered landing page, today\'s figures filled in and escaped', async () => {
      const response = await get('/', { 'accept-encoding': BROWSER });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const html = decode(response);
      expect(html).toContain(`<title>${LANDING_TITLE}</title>`);
      expect(html).toContain('<b id="next">date 2026-03-10</b>');
      expect(html).toContain('<b id="fee">$15 &amp; &lt;no tax&gt;</b>');
      // A name the figures do not know becomes empty, never the raw placeholder.
      expect(html).toContain('<i id="odd"></i>');
      expect(html).not.toContain('%%');
    });

    it('gives every encoding of a page the same text, each with its own validator', async () => {
      const [br, gzip, plain] = await Promise.all([
        get('/', { 'accept-encoding': 'br' }),
        get('/', { 'accept-encoding': 'gzip' }),
        get('/'),
      ]);
      expect([br, gzip, plain].map((r) => r.headers['content-encoding'])).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      expect(decode(br)).toBe(decode(plain));
      expect(decode(gzip)).toBe(decode(plain));
      expect(br.body.length).toBeLessThan(gzip.body.length);
      expect(gzip.body.length).toBeLessThan(plain.body.length);
      expect(new Set([br, gzip, plain].map((r) => r.headers.etag)).size).toBe(3);
    });

    it('answers "/" with the app shell when the browser carries a session cookie', async () => {
      // Over HTTPS the session cookie is __Host-session (decision 002).
      const response = await get('/', {
        cookie: 'theme=dark; __Host-session=abc.def',
        'accept-encoding': BROWSER,
      });
      expect(response.status).toBe(200);
      expect(decode(response)).toContain(SHELL_MARKER);
      expect(response.headers.vary).toContain('Cookie');
      const otherCookie = await get('/', { cookie: 'session=abc.def' });
      expect(otherCookie.body.toString()).toContain(`<title>${LANDING_TITLE}</title>`);
    });

    it.each([
      ['/about', 'About us'],
      ['/about/', 'About us'],
      ['/about?utm_source=mail&x=%00', 'About us'],
      ['/login', 'Sign in'],
      ['/forgot-password', 'Forgot password'],
      ['/application', 'Apply'],
    ])('answers %s with its prerendered page', async (target, title) => {
      const response = await get(target, { 'accept-encoding': BROWSER });
      expect(response.status).toBe(200);
      expect(decode(response)).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each([
      '/dashboard',
      '/admin',
      '/admin/',
      '/messages',
      '/reset-password?token=abc',
      '/applications/42',
    ])('answers the app route %s with the shell (200)', async (target) => {
      const response = await get(target);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(SHELL_MARKER);
    });

    it.each([
      '/nope',
      '/dashboard/extra',
      '/applications',
      '/assets/missing.js',
      '/shell.html',
      '/404.html',
      '/routes.json',
      '/.vite/manifest.json',
      '/assets/passwd-Link.js',
      `${ASSET}.br`,
      '/about//',
    ])('answers the unknown path %s with the 404 page and HTTP 404', async (target) => {
      const response = await get(target, { 'accept-encoding': BROWSER });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response)).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
    });

    it.each([
      ['/index.html', '/'],
      ['/about/index.html', '/about'],
      ['/login/index.html?next=x', '/login'],
    ])('sends %s to its address %s', async (target, location) => {
      const response = await get(target);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it('keeps the JSON 404 for API paths and for methods other than GET and HEAD', async () => {
      for (const target of ['/api/nope', '/trpc/nope.query', '/attachments/x', '/ws/x']) {
        const response = await get(target, { 'accept-encoding': BROWSER });
        expect(response.status, target).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.headers['content-encoding']).toBeUndefined();
      }
      const post = await get('/about', {}, 'POST');
      expect(post.status).toBe(404);
      expect(post.headers['content-type']).toContain('application/json');
    });
  });

  describe('files', () => {
    it('serves a hashed asset as cached for good, in the best encoding offered', async () => {
      const response = await get(ASSET, { 'accept-encoding': BROWSER });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(decode(response)).toBe(dist.files.get(ASSET.slice(1))?.toString());
    });

    it.each([
      [undefined, undefined],
      ['', undefined],
      ['br', 'br'],
      ['BR', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['gzip;q=1.0, br;q=0.5', 'gzip'],
      ['gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['*;q=0', undefined],
      ['identity;q=0', undefined],
      ['identity;q=0, gzip;q=0.1', 'gzip'],
      ['identity, br;q=0.9', undefined],
      ['deflate', undefined],
      ['br;q=abc, gzip', 'gzip'],
      ['br;q=2, gzip', 'gzip'],
      [' , ;;, br ; q = 0.9 ,', 'br'],
    ])('Accept-Encoding %j → %s', async (header, expected) => {
      const response = await get(ASSET, header === undefined ? {} : { 'accept-encoding': header });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decode(response)).toBe(dist.files.get(ASSET.slice(1))?.toString());
    });

    it('sends a file too small to compress as is, with no Vary', async () => {
      const response = await get('/assets/tiny-Zz99.js', { 'accept-encoding': BROWSER });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.body.toString()).toBe('export const x = 1;\n');
    });

    it('serves binary files with their type and never with a text encoding', async () => {
      const png = await get('/assets/logo-Q1w2.png', { 'accept-encoding': BROWSER });
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.body).toEqual(dist.files.get('assets/logo-Q1w2.png'));
      const manifest = await get('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    });

    it('fills APP_ORIGIN into robots.txt and sitemap.xml, in every encoding', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const robots = await get('/robots.txt', { 'accept-encoding': encoding });
        expect(robots.status).toBe(200);
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(decode(robots)).toBe(`User-agent: *\nAllow: /\nSitemap: ${ORIGIN}/sitemap.xml\n`);
        const sitemap = await get('/sitemap.xml', { 'accept-encoding': encoding });
        expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
        const xml = decode(sitemap);
        expect(xml).toContain(`<loc>${ORIGIN}/about</loc>`);
        expect(xml).not.toContain('%%ORIGIN%%');
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      for (const target of [ASSET, '/', '/nope']) {
        const [head, full] = await Promise.all([
          get(target, { 'accept-encoding': 'gzip' }, 'HEAD'),
          get(target, { 'accept-encoding': 'gzip' }),
        ]);
        expect(head.status).toBe(full.status);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-length']).toBe(String(full.body.length));
        expect(head.headers.etag).toBe(full.headers.etag);
        expect(head.headers['content-encoding']).toBe('gzip');
      }
    });
  });

  describe('validators', () => {
    it('answers 304 to the ETag of the same encoding, and 200 to another', async () => {
      const first = await get(ASSET, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': tag });
        expect(again.status, tag).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      const otherEncoding = await get(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(otherEncoding.status).toBe(200);
      expect(otherEncoding.headers['content-encoding']).toBe('gzip');
    });

    it('revalidates pages with 304, but never turns the 404 page into a 304', async () => {
      const page = await get('/about');
      const again = await get('/about', { 'if-none-match': String(page.headers.etag) });
      expect(again.status).toBe(304);
      const missing = await get('/nope');
      const missingAgain = await get('/nope', { 'if-none-match': '*' });
      expect(missing.status).toBe(404);
      expect(missingAgain.status).toBe(404);
    });
  });

  describe('hostile requests', () => {
    it.each([
      '/../../etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/index.html',
      '/assets/%252e%252e/%252e%252e/etc/passwd',
      '/assets\\..\\..\\etc\\passwd',
      '/%00',
      '/assets/index-Ab12Cd34.js%00.png',
      `/${'a'.repeat(4_000)}`,
      `/assets/${'%2e%2e%2f'.repeat(1_000)}etc/passwd`,
      `/${'x/'.repeat(3_000)}`,
    ])('answers %s with the 404 page, never a file outside the build', async (target) => {
      const response = await get(target, { 'accept-encoding': BROWSER });
      expect(response.status).toBe(404);
      const text = decode(response);
      expect(text).toContain(NOT_FOUND_TITLE);
      expect(text).not.toContain('root:');
    });

    it.each(['/%E0%A4%A', '/%', '/%c0%ae%c0%ae/etc/passwd'])(
      'refuses the malformed escape %s with 400 before any file is looked up',
      async (target) => {
        const response = await get(target);
        expect(response.status).toBe(400);
        expect(response.body.toString()).not.toContain('root:');
      },
    );

    it('answers a path near the header size limit with the 404 page', async () => {
      const response = await get(`/${'b'.repeat(15_000)}`);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain(NOT_FOUND_TITLE);
    });

    it('serves a flood of concurrent requests completely and correctly', async () => {
      const targets = ['/', '/about', ASSET, '/nope', '/dashboard', '/robots.txt'];
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          get(targets[i % targets.length] as string, { 'accept-encoding': BROWSER }),
        ),
      );
      for (const response of responses) {
        expect([200, 404]).toContain(response.status);
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        expect(decode(response).length).toBeGreaterThan(0);
      }
    });
  });
});

describe('figures on a new day', () => {
  let dist: DistFixture;
  let server: Started;

  beforeAll(async () => {
    dist = await makeDistFixture();
    server = await start(dist.root);
  });
  afterAll(async () => {
    await server.app.close();
    await dist.cleanup();
  });

  it('are worked out once for all the concurrent first requests of the day', async () => {
    figureCalls.length = 0;
    // 04:59 UTC is still the day before in New York (EST, UTC-5).
    now = new Date('2026-12-01T04:59:00Z');
    const before = await rawRequest(server.url, '/', { headers: { 'accept-encoding': 'br' } });
    expect(decode(before)).toContain('date 2026-11-30');

    now = new Date('2026-12-01T05:00:00Z');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        rawRequest(server.url, i % 2 ? '/' : '/application', {
          headers: { 'accept-encoding': ['br', 'gzip', 'identity'][i % 3] as string },
        }),
      ),
    );
    expect(figureCalls).toEqual(['2026-11-30', '2026-12-01']);
    const landing = new Set<string>();
    for (const [i, response] of burst.entries()) {
      expect(response.status).toBe(200);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const html = decode(response);
      expect(html).not.toContain('%%');
      if (i % 2) landing.add(html);
      else expect(html).toContain('APR 100% to 300%');
    }
    // Every encoding of every answer carries the same, complete page.
    expect(landing.size).toBe(1);
    expect([...landing][0]).toContain('<b id="next">date 2026-12-01</b>');
  });

  it('fall back to the app shell (which computes them in the browser) when they fail', async () => {
    figuresFail = true;
    figureCalls.length = 0;
    now = new Date('2026-12-05T12:00:00Z');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => rawRequest(server.url, '/')),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(SHELL_MARKER);
    }
    // Worked out (and reported) once for the day, not once a request.
    expect(figureCalls).toEqual(['2026-12-05']);
    expect(server.errors).toHaveLength(1);
    // Pages without figures are unaffected.
    const about = await rawRequest(server.url, '/about');
    expect(about.body.toString()).toContain('<title>About us</title>');
    figuresFail = false;
  });
});

describe('a build from before issue 15 (no routes.json)', () => {
  let dist: DistFixture;
  let server: Started;

  beforeAll(async () => {
    dist = await makeDistFixture({ legacy: true });
    server = await start(dist.root);
  });
  afterAll(async () => {
    await server.app.close();
    await dist.cleanup();
  });

  it('answers every browser path with index.html, as before', async () => {
    for (const target of ['/', '/about', '/dashboard', '/anything/else', '/index.html']) {
      const response = await rawRequest(server.url, target);
      expect(response.status, target).toBe(200);
      expect(response.body.toString()).toContain(`<title>${LANDING_TITLE}</title>`);
    }
    const asset = await rawRequest(server.url, ASSET, { headers: { 'accept-encoding': BROWSER } });
    expect(asset.headers['content-encoding']).toBe('br');
    const api = await rawRequest(server.url, '/api/nope');
    expect(api.status).toBe(404);
  });
});
