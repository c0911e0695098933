/**
 * The files a crawler and a browser ask for by name (issue 15). Absolute URLs need the
 * site's origin, which only the server knows: the build writes `%%ORIGIN%%` and the server
 * puts APP_ORIGIN in its place.
 */

export const ORIGIN_PLACEHOLDER = '%%ORIGIN%%';

export interface RoutesManifest {
  /** Path → prerendered file, relative to dist. */
  pages: Record<string, string>;
  /** Every path the client router knows. */
  appRoutes: string[];
  shell: string;
  notFound: string;
  /** Issue 20: where each language's copy of every page lives ("" for English, "es/"). */
  localeDirs?: Record<string, string>;
}

export interface SiteIdentity {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/** The public pages go to the sitemap; the app's private screens are not for crawlers. */
export function robotsTxt({ pages, appRoutes }: RoutesManifest): string {
  const privatePaths = appRoutes.filter((path) => !(path in pages));
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Disallow: /trpc',
    '',
    `Sitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml({ pages }: RoutesManifest): string {
  const urls = Object.keys(pages)
    .sort()
    .map((path) => `  <url><loc>${ORIGIN_PLACEHOLDER}${path === '/' ? '/' : path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The icons are in public/ (made from favicon.svg). */
export function webManifest(site: SiteIdentity): string {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
