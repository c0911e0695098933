import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { type PageHead, pageHtml, shellHtml, withHtmlLang } from './page-html';
import { precompress } from './precompress';
import {
  type RoutesManifest,
  robotsTxt,
  type SiteIdentity,
  sitemapXml,
  webManifest,
} from './site-files';

/** What src/prerender/entry-server.tsx exports, once built for Node. */
type Locale = 'en' | 'es';
type PageKey = 'home' | 'about' | 'login' | 'forgotPassword' | 'application' | 'notFound';

interface ServerEntry {
  renderPage(
    path: string,
    locale?: Locale,
  ): Promise<{ html: string; notFound: boolean; classMerges: Record<string, string | 0> }>;
  appRoutePaths(): string[];
  /** Ends what rendering left running (React Query's five-minute cache timers). */
  dispose(): void;
  prerenderedPages: readonly {
    path: string;
    file: string;
    key: PageKey;
    title: string;
    description: string;
  }[];
  notFoundPage: { path: string; file: string; key: PageKey; title: string; description: string };
  LOCALE_DIRS: Readonly<Record<Locale, string>>;
  localizedFile(file: string, locale: Locale): string;
  localizedHead(key: PageKey | null, locale: Locale): { title: string; description: string };
  LOCALE_TAGS: Readonly<Record<Locale, string>>;
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
  let appFiles: string[] = [];
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
      appFiles = appChunkFiles(bundle);
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
    async closeBundle() {
      const dist = resolve(config.root, config.build.outDir);
      // One folder per build (process and time): two builds at once must not empty each
      // other's, and a long-lived process never reuses an old render from Node's module cache.
      const serverOut = resolve(
        config.root,
        `node_modules/.cache/advance-prerender-${process.pid}-${Date.now()}`,
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
      // The plain file URL (the folder is new each build): the route chunks import the entry
      // back by this URL, and a query string here would load it twice, with two copies of
      // its module state (the i18n instance the pages render with, issue 20).
      const entryUrl = pathToFileURL(join(serverOut, 'entry-server.js')).href;
      const entry = (await import(entryUrl)) as ServerEntry;
      await writeSite(dist, entry, prefetchLinks(config.base, appFiles));
      // Without this the build process waited out the cache's timers: 5 minutes per build.
      entry.dispose();
      await rm(serverOut, { recursive: true, force: true });
      const compressed = await precompress(dist);
      config.logger.info(
        `prerender: ${entry.prerenderedPages.length} pages, 404, shell; ${compressed.length} files precompressed`,
      );
    },
  };
}

const APP_START = 'src/start-app.tsx';
/** Must match src/prefetch-app.ts. */
const APP_FILES_ID = 'app-files';

/** The app's start chunk and every chunk it imports statically: what waking it needs. */
function appChunkFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const start = [...chunks.values()].find((chunk) =>
    chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(APP_START),
  );
  if (!start) throw new Error(`No chunk starts at ${APP_START}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  // The page's own script is loaded by the page already.
  return [...files].filter((file) => !chunks.get(file)?.isEntry);
}

/**
 * A prerendered page's app wakes on first use (src/first-use.ts): its files are fetched
 * beforehand, once the page has loaded and the browser is idle (boot.ts adds these links
 * then), so waking runs them rather than downloading. Inert until then: fetched with the
 * page, they would compete with what paints it.
 */
function prefetchLinks(base: string, files: string[]): string {
  const links = files.map((file) => `<link rel="prefetch" href="${base}${file}" />`).join('');
  return `\n    <template id="${APP_FILES_ID}">${links}</template>`;
}

async function writeSite(dist: string, entry: ServerEntry, prefetch: string): Promise<void> {
  const english = await readFile(join(dist, 'index.html'), 'utf8');
  // Issue 20: every page, the 404 and the shell once per language; the server picks the
  // file by the `lang` cookie, else Accept-Language. English files stay where they were.
  for (const locale of Object.keys(entry.LOCALE_DIRS) as Locale[]) {
    const template = withHtmlLang(english, entry.LOCALE_TAGS[locale]);
    const head = (key: PageKey | null): PageHead => {
      const texts = entry.localizedHead(key, locale);
      return {
        title: entry.pageTitle(key ? texts.title : undefined),
        description: texts.description,
      };
    };
    const file = (name: string) => entry.localizedFile(name, locale);

    for (const page of entry.prerenderedPages) {
      const rendered = await entry.renderPage(page.path, locale);
      if (rendered.notFound) throw new Error(`${page.path} rendered as not found`);
      const data = entry.figuresData() + entry.classMergesData(rendered.classMerges) + prefetch;
      const html = pageHtml(template, head(page.key), rendered.html, data);
      await writeText(dist, file(page.file), html);
    }
    const missing = await entry.renderPage(entry.notFoundPage.path, locale);
    if (!missing.notFound) throw new Error(`${entry.notFoundPage.path} should render as not found`);
    await writeText(
      dist,
      file(entry.notFoundPage.file),
      pageHtml(template, head(entry.notFoundPage.key), missing.html, prefetch),
    );
    // The shell names the site only: each screen sets its own title once it renders.
    await writeText(dist, file(entry.SHELL_FILE), shellHtml(template, head(null)));
  }

  const routes: RoutesManifest = {
    pages: Object.fromEntries(entry.prerenderedPages.map((page) => [page.path, page.file])),
    appRoutes: entry.appRoutePaths(),
    shell: entry.SHELL_FILE,
    notFound: entry.notFoundPage.file,
    localeDirs: entry.LOCALE_DIRS,
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
