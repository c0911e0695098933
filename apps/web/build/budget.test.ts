import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_MODULES_FILE } from './prerender-plugin';
import type { RoutesManifest } from './site-files';

/**
 * Issue 15's size budget, on the built output: what each prerendered page loads, in gzip
 * bytes (level 9, as the build precompresses). Builds first when dist is missing or older
 * than any source it is made from.
 *
 * - first-load JS: every module script and modulepreload the page's HTML names, and what
 *   they import statically: what the browser fetches before the page can run any script.
 *   Budget for the landing page: 90 KB (goal next round: 60 KB). CSS: 15 KB.
 * - hydration JS: the app the first-load script then imports (React, the router, the
 *   shared screens) and the page's own route code: everything before the page is
 *   interactive. Reported for every page; held for the landing page so it cannot creep up.
 */

const KB = 1000;
const LANDING_FIRST_LOAD_JS = 90 * KB;
const LANDING_CSS = 15 * KB;
// Issue 20 added i18next and react-i18next (about 17 KB gzip) for the Spanish pages: a
// maintained i18n library was asked for, and decision 027 records the cost (was 140 KB).
// The app screens' catalogs register with DataProvider, never with the landing page.
const LANDING_HYDRATION_JS = 160 * KB;

const app = resolve(import.meta.dirname, '..');
const dist = join(app, 'dist');
const repo = resolve(app, '../..');

interface ManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** Newest modification time under `path`, tests left out (they are not in the build). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stats.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

function buildIfStale(): void {
  const built = join(dist, 'routes.json');
  const sources = [
    join(app, 'src'),
    join(app, 'public'),
    join(app, 'build'),
    join(app, 'index.html'),
    join(app, 'vite.config.ts'),
    join(app, 'package.json'),
    join(repo, 'packages/contracts/src'),
    join(repo, 'packages/tracker/src'),
    join(repo, 'packages/tracker-schemas/src'),
  ];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) return;
  const vite = join(
    dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  // A production build whatever the test runner set NODE_ENV to.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

let manifest: Manifest;
let chunkModules: Record<string, string[]>;
let routes: RoutesManifest;
const gzipped = new Map<string, number>();

function gzipBytes(file: string): number {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}

function entryForFile(file: string): [string, ManifestEntry] {
  const found = Object.entries(manifest).find(([, entry]) => entry.file === file);
  if (!found) throw new Error(`${file} is not in the build manifest`);
  return found;
}

/** The manifest keys reachable from `keys` through static imports. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

interface PageLoad {
  firstLoadJs: number;
  css: number;
  hydrationJs: number;
  firstLoadFiles: string[];
  hydrationModules: string[];
}

/** The scripts, module preloads and stylesheets a page's HTML names. */
function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && attribute(tag, 'src'))
      scripts.push(attribute(tag, 'src') as string);
    const rel = attribute(tag, 'rel');
    if (rel === 'modulepreload') scripts.push(attribute(tag, 'href') as string);
    if (rel === 'stylesheet') styles.push(attribute(tag, 'href') as string);
  }
  const local = (url: string) => url.replace(/^\//, '');
  return { scripts: scripts.map(local), styles: styles.map(local) };
}

/** The route file the router splits a page's screen from ("/" → src/routes/index.tsx). */
function routeChunkKey(path: string): string {
  const name = path === '/' ? 'index' : path.slice(1);
  const key = `src/routes/${name}.tsx?tsr-split=component`;
  if (!manifest[key]) throw new Error(`No route chunk for ${path} (${key})`);
  return key;
}

function pageLoad(path: string, file: string): PageLoad {
  const { scripts, styles } = htmlAssets(readFileSync(join(dist, file), 'utf8'));
  const entries = scripts.map((script) => entryForFile(script)[0]);
  const firstLoad = staticClosure(entries);
  const jsOf = (keys: Set<string>) =>
    [...keys].map((key) => manifest[key]?.file as string).filter((f) => f.endsWith('.js'));
  const firstLoadFiles = jsOf(firstLoad);
  const cssFiles = new Set(styles);
  for (const key of firstLoad) for (const css of manifest[key]?.css ?? []) cssFiles.add(css);
  // The app the entry imports at once, and the page's own screen.
  const started = entries.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const hydration = staticClosure([...entries, ...started, routeChunkKey(path)]);
  const hydrationFiles = jsOf(hydration);
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipBytes(f), 0);
  return {
    firstLoadJs: sum(firstLoadFiles),
    css: sum(cssFiles),
    hydrationJs: sum(hydrationFiles),
    firstLoadFiles,
    hydrationModules: hydrationFiles.flatMap((f) => chunkModules[f] ?? []),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

beforeAll(() => {
  buildIfStale();
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8'));
  routes = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
}, 300_000);

describe('size budget (gzip)', () => {
  it('prints what each prerendered page loads', () => {
    const rows = Object.entries(routes.pages).map(([path, file]) => {
      const load = pageLoad(path, file);
      return `${path.padEnd(17)} first-load JS ${kb(load.firstLoadJs).padStart(9)}   CSS ${kb(load.css).padStart(8)}   hydration JS ${kb(load.hydrationJs).padStart(9)}`;
    });
    process.stdout.write(
      `\nBuilt output, gzip level 9 (1 KB = 1000 bytes):\n${rows.join('\n')}\n\n`,
    );
    expect(rows).toHaveLength(5);
  });

  it(`the landing page: first-load JS ≤ ${kb(LANDING_FIRST_LOAD_JS)}, CSS ≤ ${kb(LANDING_CSS)}`, () => {
    const landing = pageLoad('/', routes.pages['/'] as string);
    expect(landing.firstLoadFiles.length).toBeGreaterThan(0);
    expect(landing.firstLoadJs).toBeGreaterThan(0);
    expect(landing.firstLoadJs).toBeLessThanOrEqual(LANDING_FIRST_LOAD_JS);
    expect(landing.css).toBeGreaterThan(0);
    expect(landing.css).toBeLessThanOrEqual(LANDING_CSS);
  });

  it(`the landing page hydrates with ≤ ${kb(LANDING_HYDRATION_JS)} of JS in all`, () => {
    const landing = pageLoad('/', routes.pages['/'] as string);
    expect(landing.hydrationJs).toBeLessThanOrEqual(LANDING_HYDRATION_JS);
  });

  it('no public page loads before it is interactive what only other screens use', () => {
    // Radix's Slot (a button rendered as a link) is the one Radix part every page uses.
    const radixWidgets = /@radix-ui\/react-(dialog|toast|accordion|label|dismissable-layer)/;
    const readOnly = [
      /\/zod\//,
      /@tanstack\/query-core/,
      /@trpc\//,
      /react-hook-form/,
      radixWidgets,
      /date-fns/,
    ];
    const never: Record<string, RegExp[]> = {
      '/': readOnly,
      '/about': readOnly,
      // The forms need their library, their schemas and the API client; never dialogs or
      // the admin and dashboard screens.
      '/login': [/@radix-ui\/react-dialog/, /features\/(admin|dashboard|chat|messages)\//],
      '/forgot-password': [
        /@radix-ui\/react-dialog/,
        /features\/(admin|dashboard|chat|messages)\//,
      ],
      // The wizard's first step hydrates alone (issue 15): the wizard, with its data layer,
      // form library and schemas, loads when the form is first touched.
      '/application': [
        /\/zod\//,
        /@tanstack\/query-core/,
        /@trpc\//,
        /react-hook-form/,
        /date-fns/,
        /@radix-ui\/react-dialog/,
        /features\/(admin|dashboard|chat|messages)\//,
      ],
    };
    for (const [path, patterns] of Object.entries(never)) {
      const { hydrationModules } = pageLoad(path, routes.pages[path] as string);
      expect(hydrationModules.length, path).toBeGreaterThan(10);
      for (const pattern of patterns) {
        expect(
          hydrationModules.filter((id) => pattern.test(id)),
          `${path} loads ${pattern}`,
        ).toEqual([]);
      }
    }
  });

  it('each prerendered page names its app for an idle prefetch, not as a script to run', () => {
    const start = manifest['src/start-app.tsx'];
    expect(start).toBeDefined();
    const entryFiles = new Set(
      Object.values(manifest)
        .filter((entry) => (entry as ManifestEntry & { isEntry?: boolean }).isEntry)
        .map((entry) => entry.file),
    );
    const appFiles = [...staticClosure(['src/start-app.tsx'])]
      .map((key) => manifest[key]?.file as string)
      .filter((file) => file.endsWith('.js') && !entryFiles.has(file));
    for (const file of [...Object.values(routes.pages), routes.notFound]) {
      const html = readFileSync(join(dist, file), 'utf8');
      const template = /<template id="app-files">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
      const prefetched = [...template.matchAll(/<link rel="prefetch" href="\/([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(new Set(prefetched), file).toEqual(new Set(appFiles));
      expect(htmlAssets(html).scripts, file).not.toContain(start?.file);
    }
  });
});
