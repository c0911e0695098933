import { describe, expect, it } from 'vitest';
import { type RoutesManifest, robotsTxt, sitemapXml, webManifest } from './site-files';

const routes: RoutesManifest = {
  pages: { '/': 'index.html', '/about': 'about/index.html' },
  appRoutes: ['/', '/about', '/admin', '/dashboard'],
  shell: 'shell.html',
  notFound: '404.html',
};

describe('site files', () => {
  it('robots.txt keeps crawlers off the private screens and the API and names the sitemap', () => {
    const robots = robotsTxt(routes);
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /api/',
      'Disallow: /trpc',
      '',
      'Sitemap: %%ORIGIN%%/sitemap.xml',
      '',
    ]);
  });

  it('sitemap.xml lists the public pages under the origin placeholder', () => {
    const sitemap = sitemapXml(routes);
    expect(sitemap).toContain('<url><loc>%%ORIGIN%%/</loc></url>');
    expect(sitemap).toContain('<url><loc>%%ORIGIN%%/about</loc></url>');
    expect(sitemap).not.toContain('/admin');
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('the web manifest is JSON with a start URL and icons up to 512 px', () => {
    const manifest = JSON.parse(
      webManifest({
        name: 'Benefit Advance',
        shortName: 'Benefit Advance',
        description: 'Cash advances.',
        themeColor: '#1d4ed8',
        backgroundColor: '#ffffff',
      }),
    );
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512');
  });
});
