import { z } from 'zod';

/**
 * `routes.json` of the web build (the build/serve contract of issue 15): which prerendered
 * page answers which path, every path the client router knows, and the two fallback pages.
 */
const manifestSchema = z.object({
  pages: z.record(z.string().startsWith('/'), z.string().min(1)),
  appRoutes: z.array(z.string().startsWith('/')),
  shell: z.string().min(1),
  notFound: z.string().min(1),
  /** Issue 20: each language's folder of the same pages ("" for English, "es/"). */
  localeDirs: z.record(z.string(), z.string()).optional(),
});

export interface RouteManifest {
  /** Path → dist file of its prerendered page. */
  pages: ReadonlyMap<string, string>;
  /** Does the client router know this path? (Its screens load in the shell.) */
  isAppRoute: (path: string) => boolean;
  shell: string;
  /** The not-found page; absent in an old build, where every path got the shell. */
  notFound: string | undefined;
  /** Language → the folder its copies of the pages are in; empty for a one-language build. */
  localeDirs: ReadonlyMap<string, string>;
}

export function parseRouteManifest(json: string): RouteManifest {
  const manifest = manifestSchema.parse(JSON.parse(json));
  const patterns = manifest.appRoutes.map(compileRoute);
  return {
    pages: new Map(Object.entries(manifest.pages).map(([path, file]) => [trimSlash(path), file])),
    isAppRoute: (path) => patterns.some((matches) => matches(path)),
    shell: manifest.shell,
    notFound: manifest.notFound,
    localeDirs: new Map(Object.entries(manifest.localeDirs ?? {})),
  };
}

/**
 * A build without routes.json (before issue 15, or a dev build): index.html is the shell
 * and answers every browser path, as the server always did.
 */
export const legacyManifest = (): RouteManifest => ({
  pages: new Map(),
  isAppRoute: () => true,
  shell: 'index.html',
  notFound: undefined,
  localeDirs: new Map(),
});

/** `/about/` is `/about`; the root stays `/`. */
export const trimSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * TanStack Router paths: `$id` stands for one segment, a lone `$` for the rest of the path.
 * Every other segment matches itself exactly.
 */
function compileRoute(route: string): (path: string) => boolean {
  const expected = trimSlash(route).split('/');
  return (path) => {
    const actual = path.split('/');
    for (let i = 0; i < expected.length; i++) {
      const segment = expected[i] as string;
      if (segment === '$') return actual.length > i;
      const value = actual[i];
      if (value === undefined) return false;
      if (segment.startsWith('$') ? value === '' : segment !== value) return false;
    }
    return actual.length === expected.length;
  };
}
