import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { type PageHead, pageHtml, shellHtml } from './page-html';
import { precompress } from './precompress';
import {
  type RoutesManifest,
  robotsTxt,
  type SiteIdentity,
  sitemapXml,
  webManifest,
} from './site-files';

/** What src/prerender/entry-server.tsx exports, once built for Node. */
interface ServerEntry {
  renderPage(
    path: string,
  ): Promise<{ html: string; notFound: boolean; classMerges: Record<string, string | 0> }>;
  appRoutePaths(): string[];
  prerenderedPages: readonly { path: string; file: string; title: string; description: string }[];
  notFoundPage: { path: string; file: string; title: string; description: string };
  SHELL_FILE: string;
  pageTitle(title?: string): string;
  siteIdentity: SiteIdentity;
  figuresData(): string;
  classMergesData(merges: Record<string, string | 0>): string;
}

const SERVER_ENTRY = 'src/prerender/entry-server.tsx';
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Issue 15, after the client build has written dist/: builds the server entry for Node,
 * renders the public pages and the 404 screen into copies of the built index.html, writes
 * the shell, routes.json, robots.txt, sitemap.xml and the web manifest, then precompresses
 * every text file. Any surprise (a page that renders as not found, a template that changed)
 * fails the build.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'advance:prerender',
    // The server entry's own build reads this config too: only the client build prerenders.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // Which modules each chunk holds, beside Vite's manifest: the budget test reads it to
    // check that no page pulls a library it does not use (paths relative to the app).
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds.map((id) =>
          relative(config.root, id.replace(/\?.*$/, '')).replaceAll('\\', '/'),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
    async closeBundle() {
      const dist = resolve(config.root, config.build.outDir);
      // One folder per build process: two builds at once must not empty each other's.
      const serverOut = resolve(
        config.root,
        `node_modules/.cache/advance-prerender-${process.pid}`,
      );
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverOut,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          manifest: false,
        },
      });
      // A fresh URL each build, so a long-lived process never reuses an old render.
      const entryUrl = `${pathToFileURL(join(serverOut, 'entry-server.js')).href}?build=${Date.now()}`;
      const entry = (await import(entryUrl)) as ServerEntry;
      await writeSite(dist, entry);
      await rm(serverOut, { recursive: true, force: true });
      const compressed = await precompress(dist);
      config.logger.info(
        `prerender: ${entry.prerenderedPages.length} pages, 404, shell; ${compressed.length} files precompressed`,
      );
    },
  };
}

async function writeSite(dist: string, entry: ServerEntry): Promise<void> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const head = (page: { title: string; description: string }): PageHead => ({
    title: entry.pageTitle(page.title),
    description: page.description,
  });

  for (const page of entry.prerenderedPages) {
    const rendered = await entry.renderPage(page.path);
    if (rendered.notFound) throw new Error(`${page.path} rendered as not found`);
    const data = entry.figuresData() + entry.classMergesData(rendered.classMerges);
    const html = pageHtml(template, head(page), rendered.html, data);
    await writeText(dist, page.file, html);
  }
  const missing = await entry.renderPage(entry.notFoundPage.path);
  if (!missing.notFound) throw new Error(`${entry.notFoundPage.path} should render as not found`);
  await writeText(
    dist,
    entry.notFoundPage.file,
    pageHtml(template, head(entry.notFoundPage), missing.html),
  );
  // The shell names the site only: each screen sets its own title once it renders.
  await writeText(
    dist,
    entry.SHELL_FILE,
    shellHtml(template, { title: entry.pageTitle(), description: entry.siteIdentity.description }),
  );

  const routes: RoutesManifest = {
    pages: Object.fromEntries(entry.prerenderedPages.map((page) => [page.path, page.file])),
    appRoutes: entry.appRoutePaths(),
    shell: entry.SHELL_FILE,
    notFound: entry.notFoundPage.file,
  };
  await writeText(dist, 'routes.json', `${JSON.stringify(routes, null, 2)}\n`);
  await writeText(dist, 'robots.txt', robotsTxt(routes));
  await writeText(dist, 'sitemap.xml', sitemapXml(routes));
  await writeText(dist, 'manifest.webmanifest', webManifest(entry.siteIdentity));
}

async function writeText(dist: string, file: string, text: string): Promise<void> {
  const path = join(dist, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}
