import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A small web build laid out as the issue 15 contract says (helper "web" builds the real
 * one), so the server's tests do not depend on building apps/web.
 */
export interface DistFixture {
  root: string;
  /** Identity bytes of each file, by dist name. */
  files: Map<string, Buffer>;
  cleanup: () => Promise<void>;
}

/** Text long enough to be worth compressing (the build compresses files over ~1 KB). */
const filler = (label: string) =>
  Array.from({ length: 60 }, (_, i) => `<p>${label} paragraph ${i} about benefits.</p>`).join('\n');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script type="module" src="/assets/index-Ab12Cd34.js"></script></head>` +
  `<body><div id="root">${body}</div></body></html>`;

export const LANDING_TITLE = 'Benefit Advance: cash before your benefit day';
export const SHELL_MARKER = '<div id="root"></div><!--shell-->';
export const NOT_FOUND_TITLE = 'Page not found';

export interface FixtureOptions {
  /** Leave out routes.json, as a build from before issue 15. */
  legacy?: boolean;
  /** Extra files (dist name → content). */
  extra?: Record<string, string | Buffer>;
}

export async function makeDistFixture(options: FixtureOptions = {}): Promise<DistFixture> {
  const root = await mkdtemp(join(tmpdir(), 'advance-dist-'));
  const files = new Map<string, Buffer>();
  const put = async (name: string, content: string | Buffer, compress = false) => {
    const body = Buffer.from(content);
    files.set(name, body);
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), body);
    if (!compress) return;
    await writeFile(join(root, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(root, `${name}.gz`), gzipSync(body, { level: 9 }));
  };

  const script = `export const app = ${JSON.stringify(filler('script'))};\n`.repeat(4);
  await put('assets/index-Ab12Cd34.js', script, true);
  await put('assets/index-Ef56Gh78.css', `body{color:#111}\n${'.c{margin:0}\n'.repeat(200)}`, true);
  await put('assets/tiny-Zz99.js', 'export const x = 1;\n');
  await put('assets/logo-Q1w2.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('manifest.webmanifest', JSON.stringify({ name: 'Benefit Advance', icons: [] }));
  if (options.legacy) {
    await put('index.html', page(LANDING_TITLE, ''), false);
  } else {
    const landing = page(
      LANDING_TITLE,
      `<h1>Cash before your benefit day</h1><p>Next benefit: <b id="next">%%fig:exampleNextBenefitDate%%</b>` +
        ` fee <b id="fee">%%fig:exampleFee%%</b> <i id="odd">%%fig:notAFigure%%</i></p>${filler('landing')}`,
    );
    await put('index.html', landing, true);
    await put('about/index.html', page('About us', `<h1>About</h1>${filler('about')}`), true);
    await put('login/index.html', page('Sign in', `<h1>Sign in</h1>${filler('login')}`), true);
    await put('forgot-password/index.html', page('Forgot password', '<h1>Forgot</h1>'), false);
    await put(
      'application/index.html',
      page(
        'Apply',
        `<h1>Apply</h1><p>APR %%fig:aprRangeMin%% to %%fig:aprRangeMax%%</p>${filler('apply')}`,
      ),
      true,
    );
    await put('404.html', page(NOT_FOUND_TITLE, `<h1>Not found</h1>${filler('missing')}`), true);
    await put(
      'shell.html',
      page('Benefit Advance', '').replace('<div id="root"></div>', SHELL_MARKER),
    );
    // Stale siblings, as the build makes them: the placeholder is still inside.
    await put('robots.txt', `User-agent: *\nAllow: /\nSitemap: %%ORIGIN%%/sitemap.xml\n`, true);
    const urls = ['/', '/about', '/login', '/forgot-password', '/application'];
    await put(
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
        .map((u) => `  <url><loc>%%ORIGIN%%${u}</loc></url>`)
        .join('\n')}\n${'<!-- padding -->\n'.repeat(60)}</urlset>\n`,
      true,
    );
    await put(
      'routes.json',
      JSON.stringify({
        pages: {
          '/': 'index.html',
          '/about': 'about/index.html',
          '/login': 'login/index.html',
          '/forgot-password': 'forgot-password/index.html',
          '/application': 'application/index.html',
        },
        appRoutes: [
          '/',
          '/about',
          '/admin',
          '/application',
          '/dashboard',
          '/forgot-password',
          '/login',
          '/messages',
          '/reset-password',
          '/applications/$id',
        ],
        shell: 'shell.html',
        notFound: '404.html',
      }),
    );
  }
  // Never served: a dot-folder of the bundler and a link out of the dist.
  await put('.vite/manifest.json', '{"secret":true}');
  await symlink('/etc/passwd', join(root, 'assets/passwd-Link.js'));
  for (const [name, content] of Object.entries(options.extra ?? {})) await put(name, content);
  return { root, files, cleanup: () => rm(root, { recursive: true, force: true }) };
}
