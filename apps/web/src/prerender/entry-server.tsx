import {
  catalogs,
  esAppScreens,
  esScreens,
  type Locale,
  marketing,
  publicFigurePlaceholders,
  publicPageMessages,
} from '@advance/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../app';
import { PAGE_FIGURES_ID } from '../features/pricing/public-figures';
import { addCatalog, i18n } from '../i18n/i18n';
import { CLASS_MERGES_ID, type ClassMerges, recordClassMerges } from '../lib/cn';
import { queryClient } from '../lib/trpc';
import { createAppRouter } from '../router';

export { LOCALE_TAGS } from '@advance/contracts';

/**
 * After the last page: drops what the renders put in React Query's cache, with the timers
 * that would otherwise keep the build's process alive for the cache's five minutes.
 */
export function dispose(): void {
  queryClient.clear();
}
export { pageTitle } from '../lib/document-title';
export {
  LOCALE_DIRS,
  localizedFile,
  notFoundPage,
  prerenderedPages,
  SHELL_FILE,
} from './public-pages';

/** A page's title and description in `locale` (the shell's: no title, the home description). */
export function localizedHead(
  key: keyof typeof publicPageMessages | null,
  locale: Locale,
): { title: string; description: string } {
  const pages = catalogs[locale].public.pages;
  return key ? pages[key] : { title: '', description: pages.home.description };
}

/** The web manifest's identity; the colours are index.html's theme colour and the page's. */
export const siteIdentity = {
  name: marketing.brandName,
  shortName: marketing.brandName,
  description: publicPageMessages.home.description,
  themeColor: '#1d4ed8',
  backgroundColor: '#ffffff',
};

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** No route matched the path (the not-found screen was rendered). */
  notFound: boolean;
  /** The class merges the render made (lib/cn.ts), for the browser's hydration. */
  classMerges: ClassMerges;
}

/**
 * Renders `path` as a signed-out visitor sees it, with `%%fig:<name>%%` where a figure
 * depends on the day (the server fills them in; see contracts' public-figures.ts). The same
 * <App> as the browser's, so hydration finds the same tree.
 */
export async function renderPage(path: string, locale: Locale = 'en'): Promise<RenderedPage> {
  // Issue 20: the build renders each page once per language, one after the other.
  addCatalog('es', esScreens);
  addCatalog('es', esAppScreens);
  await i18n.changeLanguage(locale);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
  });
  await router.load();
  const matches = router.state.matches;
  const failed = matches.find((match) => match.status === 'error');
  if (failed) throw new Error(`Prerendering ${path} failed: ${String(failed.error)}`);
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
  let html = '';
  const classMerges = recordClassMerges(() => {
    html = renderToString(<App router={router} figures={publicFigurePlaceholders()} />);
  });
  return { html, notFound, classMerges };
}

/** The render's class merges as data the browser reads on hydration (lib/cn.ts). */
export function classMergesData(merges: ClassMerges): string {
  // "<" escaped: no class list can end the script element.
  const json = JSON.stringify(merges).replaceAll('<', '\\u003c');
  return `<script id="${CLASS_MERGES_ID}" type="application/json">${json}</script>`;
}

/**
 * The page's figures as data the browser reads on hydration (features/pricing/
 * public-figures.tsx): the server fills these placeholders as it fills the page's, so the
 * app renders exactly the strings in the HTML, without working them out again.
 */
export function figuresData(): string {
  const json = JSON.stringify(publicFigurePlaceholders());
  return `<script id="${PAGE_FIGURES_ID}" type="application/json">${json}</script>`;
}

/** Every path the client router knows, from the route tree itself (routes.json's appRoutes). */
export function appRoutePaths(): string[] {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    prerender: true,
  });
  return Object.keys(router.routesByPath).sort();
}
