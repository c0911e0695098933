import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRouteManifest } from './route-manifest';
import { loadStaticSite, type StaticSiteOptions } from './static-site';
import { type DistFixture, makeDistFixture } from './testing/dist-fixture';

const quiet = { warn: () => {}, error: () => {} };
const options = (root: string, warnings: string[] = []): StaticSiteOptions => ({
  root,
  appOrigin: 'https://advance.example',
  figuresFor: () => ({}),
  today: () => '2026-03-10',
  log: quiet,
  warn: (message, file) => warnings.push(`${message}: ${file}`),
});

describe('loading the web build', () => {
  let dist: DistFixture | undefined;
  afterEach(() => dist?.cleanup());

  it('refuses to start on a routes.json that names a page the build lacks', async () => {
    dist = await makeDistFixture();
    const manifest = JSON.parse(dist.files.get('routes.json')?.toString() ?? '{}');
    manifest.pages['/pricing'] = 'pricing/index.html';
    await writeFile(join(dist.root, 'routes.json'), JSON.stringify(manifest));
    await expect(loadStaticSite(options(dist.root))).rejects.toThrow(/pricing\/index\.html/);
  });

  it('refuses to start on a routes.json of the wrong shape', async () => {
    dist = await makeDistFixture();
    await writeFile(join(dist.root, 'routes.json'), JSON.stringify({ pages: [] }));
    await expect(loadStaticSite(options(dist.root))).rejects.toThrow();
    await writeFile(join(dist.root, 'routes.json'), '{ not json');
    await expect(loadStaticSite(options(dist.root))).rejects.toThrow();
  });

  it('leaves out a file too large to hold in memory, and says so', async () => {
    dist = await makeDistFixture({
      extra: { 'assets/huge-1.bin': Buffer.alloc(17 * 1024 * 1024) },
    });
    const warnings: string[] = [];
    const site = await loadStaticSite(options(dist.root, warnings));
    expect(warnings).toEqual(['Web build file too large to serve; left out: assets/huge-1.bin']);
    // Left out means unknown: the 404 page, as for any other missing file.
    const answer = await site.answer('/assets/huge-1.bin', false);
    expect(answer.kind === 'resource' && answer.status).toBe(404);
  });
});

describe('app routes of routes.json', () => {
  const manifest = parseRouteManifest(
    JSON.stringify({
      pages: { '/': 'index.html', '/about/': 'about/index.html' },
      appRoutes: ['/', '/admin', '/applications/$id', '/files/$'],
      shell: 'shell.html',
      notFound: '404.html',
    }),
  );

  it.each([
    ['/', true],
    ['/admin', true],
    ['/admin/x', false],
    ['/applications/42', true],
    ['/applications/', false],
    ['/applications', false],
    ['/applications/42/edit', false],
    ['/files/a/b/c', true],
    ['/files', false],
    ['/nope', false],
  ])('%s → %s', (path, known) => {
    expect(manifest.isAppRoute(path)).toBe(known);
  });

  it('tolerates a trailing slash in the page paths it is given', () => {
    expect(manifest.pages.get('/about')).toBe('about/index.html');
  });
});
