import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { applicant, useAdvanceWorld } from '../testing/advance-fixtures';
import type { TestClient } from '../testing/http-client';

const world = useAdvanceWorld();

/** Every script, stylesheet, image or frame the page names. */
const assetUrls = (html: string) =>
  [...html.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/g)].map((match) => match[1] ?? '');

const isSameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

async function expectRefused(client: TestClient, status: number) {
  for (const path of ['/api/docs', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']) {
    const res = await client.get(path);
    expect(res.status, path).toBe(status);
    expect(res.body).toEqual({ message: expect.any(String) });
  }
}

describe(`the API reference at /api/docs on ${describeTestDb()}`, () => {
  it('is refused to a visitor (401) and a customer (403)', async () => {
    await expectRefused(world.client(), 401);
    const ada = await applicant(world, 'Ada');
    await expectRefused(ada.browser, 403);
  });

  it('shows staff an HTML page whose assets are all same-origin and load under the CSP', async () => {
    const res = await world.root.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/);
    // No inline script: the strict script-src would block it.
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const urls = assetUrls(res.text);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(isSameOrigin(url), url).toBe(true);
      const asset = await world.root.get(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(/^text\/(css|javascript)/);
    }
    // The start-up script reads the document from this server, and checks it nowhere else.
    const init = await world.root.get('/api/docs/init.js');
    expect(init.text).toContain("url: '/api/openapi.json'");
    expect(init.text).toContain('validatorUrl: null');
    expect((await world.root.get('/api/docs/package.json')).status).toBe(404);
    expect((await world.root.get('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
