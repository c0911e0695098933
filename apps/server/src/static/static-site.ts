import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@advance/contracts';
import { contentTypeOf, isTextType } from './content-types';
import { createDailyPages, type DailyPagesOptions } from './daily-pages';
import { fillOrigin, hasFigures, ORIGIN_PLACEHOLDER } from './placeholders';
import { type DistFile, readDist } from './read-dist';
import { encodeText, type Resource, representationOf } from './representation';
import {
  legacyManifest,
  parseRouteManifest,
  type RouteManifest,
  trimSlash,
} from './route-manifest';

/** Vite names every file under assets/ by its content hash: it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated on each use (a cheap 304 when unchanged). */
const REVALIDATE = 'no-cache';
const MANIFEST_FILE = 'routes.json';

export type Answer =
  | {
      kind: 'resource';
      status: 200 | 404;
      resource: Resource;
      vary: string[];
      /** Issue 20: the language of an HTML page (Content-Language). */
      contentLanguage?: string;
    }
  | { kind: 'redirect'; location: string }
  /** Not a page: the API's JSON 404. */
  | { kind: 'none' };

/** An HTML document of the build: ready to send, or needing today's figures first. */
type Document = { resource: Resource } | { template: string; base: Omit<Resource, 'encodings'> };

export interface StaticSiteOptions extends DailyPagesOptions {
  root: string;
  appOrigin: string;
  warn: (message: string, file: string) => void;
}

export interface StaticSite {
  /** True when the build has routes.json (issue 15); false for an older build. */
  prerendered: boolean;
  /** `locale`: the visitor's language (the `lang` cookie, else Accept-Language). */
  answer: (url: string, hasSession: boolean, locale?: Locale) => Promise<Answer>;
}

const fromBuild = (file: DistFile, text: boolean): Resource['encodings'] => ({
  identity: representationOf(file.body),
  ...(text && file.br && { br: representationOf(file.br) }),
  ...(text && file.gzip && { gzip: representationOf(file.gzip) }),
});

/**
 * The web build as the server answers it (issue 15): prerendered public pages, the app shell
 * for the client router's other paths, the not-found page with a real 404, and the files,
 * each in the encodings the build made. Placeholders are filled in here: the origin once at
 * start (the build's compressed copies of such a file are stale, so it is compressed again),
 * figures once a day.
 */
export async function loadStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  const files = await readDist(options.root, options.warn);
  const manifestFile = files.get(MANIFEST_FILE);
  const manifest: RouteManifest = manifestFile
    ? parseRouteManifest(manifestFile.body.toString('utf8'))
    : legacyManifest();
  const daily = createDailyPages(options);
  const assets = new Map<string, Resource>();
  const documents = new Map<string, Document>();

  for (const file of files.values()) {
    if (file.name === MANIFEST_FILE) continue;
    const contentType = contentTypeOf(file.name);
    const text = isTextType(contentType);
    const cacheControl = file.name.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
    let encodings = fromBuild(file, text);
    let source = text ? file.body.toString('utf8') : '';
    if (text && source.includes(ORIGIN_PLACEHOLDER)) {
      source = fillOrigin(source, options.appOrigin);
      encodings = await encodeText(Buffer.from(source));
    }
    if (!file.name.endsWith('.html')) {
      assets.set(`/${file.name}`, { contentType, cacheControl, encodings });
    } else if (hasFigures(source)) {
      documents.set(file.name, { template: source, base: { contentType, cacheControl } });
    } else {
      documents.set(file.name, { resource: { contentType, cacheControl, encodings } });
    }
  }

  const needed = [...manifest.pages.values(), manifest.shell, manifest.notFound];
  for (const name of needed)
    if (name !== undefined && !documents.has(name))
      throw new Error(`The web build names ${name} in ${MANIFEST_FILE}, but has no such page`);

  const shell = (): Resource => {
    const document = documents.get(manifest.shell);
    if (!document || !('resource' in document))
      throw new Error('The app shell must not depend on figures');
    return document.resource;
  };

  const documentResource = async (name: string): Promise<Resource> => {
    const document = documents.get(name);
    if (!document) throw new Error(`No page ${name} in the web build`);
    if ('resource' in document) return document.resource;
    return (await daily.page(name, document.template, document.base)) ?? shell();
  };

  // Issue 20: with pages in several languages, every HTML answer depends on the visitor's
  // language, which the `lang` cookie or else Accept-Language says.
  const multilingual = manifest.localeDirs.size > 1;
  const languageVary = multilingual ? ['Accept-Language', 'Cookie'] : [];

  const page = async (
    name: string,
    status: 200 | 404,
    vary: string[],
    locale: Locale,
  ): Promise<Answer> => {
    const localized = `${manifest.localeDirs.get(locale) ?? ''}${name}`;
    const served = documents.has(localized) ? locale : DEFAULT_LOCALE;
    return {
      kind: 'resource',
      status,
      resource: await documentResource(served === locale ? localized : name),
      vary: [...new Set([...vary, ...languageVary])],
      ...(multilingual && { contentLanguage: LOCALE_TAGS[served] }),
    };
  };

  const notFound = (locale: Locale): Promise<Answer> | Answer =>
    manifest.notFound ? page(manifest.notFound, 404, [], locale) : { kind: 'none' };

  return {
    prerendered: manifestFile !== undefined,
    async answer(url, hasSession, locale = DEFAULT_LOCALE) {
      const path = decodePath(url);
      if (path === undefined) return notFound(locale);
      const asset = assets.get(path);
      if (asset) return { kind: 'resource', status: 200, resource: asset, vary: [] };

      const route = trimSlash(path);
      const prerendered = manifest.pages.get(route);
      // A signed-in visitor's "/" is their dashboard: the shell, not a flash of the landing page.
      const vary = route === '/' ? ['Cookie'] : [];
      if (prerendered && !(route === '/' && hasSession))
        return page(prerendered, 200, vary, locale);
      if (prerendered || manifest.isAppRoute(route)) return page(manifest.shell, 200, vary, locale);

      // `/about/index.html` is a file name of the build, not an address: send to the page.
      if (path.endsWith('/index.html')) {
        const target = trimSlash(path.slice(0, -'index.html'.length));
        if (manifest.pages.has(target)) return { kind: 'redirect', location: target };
      }
      return notFound(locale);
    },
  };
}

/**
 * The path of a request target, percent-decoded; undefined for one no file can have: a bad
 * escape, a NUL or a backslash, or a target that is not a path (`*`, an absolute URL).
 * The query string plays no part in which file answers.
 */
function decodePath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '';
  if (!raw.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return path.includes('\0') || path.includes('\\') ? undefined : path;
}
