import { type Locale, publicPageMessages } from '@advance/contracts';

export interface PrerenderedPage {
  /** The path the server answers with this file. */
  path: string;
  /** Where the build writes it, relative to dist. */
  file: string;
  title: string;
  description: string;
}

/** Which page's title and description (the `public` catalog's `pages`) a file carries. */
type PageKey = keyof typeof publicPageMessages;

/**
 * The public pages rendered to HTML at build time (issue 15): what a visitor (never a
 * signed-in user) sees first, so they paint before any script runs. Their texts and
 * figures come from contracts; nothing here depends on who asks.
 */
export const prerenderedPages: readonly (PrerenderedPage & { key: PageKey })[] = [
  { path: '/', file: 'index.html', key: 'home', ...publicPageMessages.home },
  { path: '/about', file: 'about/index.html', key: 'about', ...publicPageMessages.about },
  { path: '/login', file: 'login/index.html', key: 'login', ...publicPageMessages.login },
  {
    path: '/forgot-password',
    file: 'forgot-password/index.html',
    key: 'forgotPassword',
    ...publicPageMessages.forgotPassword,
  },
  {
    path: '/application',
    file: 'application/index.html',
    key: 'application',
    ...publicPageMessages.application,
  },
];

/** The not-found screen, rendered at a path no route matches; served with HTTP 404. */
export const notFoundPage: PrerenderedPage & { key: PageKey } = {
  path: '/__prerender/not-found',
  file: '404.html',
  key: 'notFound',
  ...publicPageMessages.notFound,
};

/** Every other app path gets this empty shell, which renders in the browser. */
export const SHELL_FILE = 'shell.html';

/**
 * Issue 20: each page again in every other language, under a folder of its own
 * (dist/es/about/index.html); English stays where it always was.
 */
export const LOCALE_DIRS: Readonly<Record<Locale, string>> = { en: '', es: 'es/' };

export const localizedFile = (file: string, locale: Locale): string =>
  `${LOCALE_DIRS[locale]}${file}`;
