import { publicPageMessages } from '@advance/contracts';

export interface PrerenderedPage {
  /** The path the server answers with this file. */
  path: string;
  /** Where the build writes it, relative to dist. */
  file: string;
  title: string;
  description: string;
}

/**
 * The public pages rendered to HTML at build time (issue 15): what a visitor (never a
 * signed-in user) sees first, so they paint before any script runs. Their texts and
 * figures come from contracts; nothing here depends on who asks.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', ...publicPageMessages.home },
  { path: '/about', file: 'about/index.html', ...publicPageMessages.about },
  { path: '/login', file: 'login/index.html', ...publicPageMessages.login },
  {
    path: '/forgot-password',
    file: 'forgot-password/index.html',
    ...publicPageMessages.forgotPassword,
  },
  { path: '/application', file: 'application/index.html', ...publicPageMessages.application },
];

/** The not-found screen, rendered at a path no route matches; served with HTTP 404. */
export const notFoundPage: PrerenderedPage = {
  path: '/__prerender/not-found',
  file: '404.html',
  ...publicPageMessages.notFound,
};

/** Every other app path gets this empty shell, which renders in the browser. */
export const SHELL_FILE = 'shell.html';
