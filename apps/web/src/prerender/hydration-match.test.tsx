import { publicFigurePlaceholders } from '@advance/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { createAppRouter } from '../router';
import { notFoundPage, prerenderedPages, renderPage } from './entry-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The browser's first render of a page, as a string: a browser-mode router (as start-app.tsx
 * makes it for a prerendered page), rendered with the same figures. Equal to the prerendered
 * markup means hydration finds every element, attribute, text and Suspense boundary in place.
 */
async function browserFirstRender(path: string): Promise<string> {
  // What a browser-mode router touches while it is made (its origin, scroll restoration's
  // listeners), from a real DOM; the modules were loaded as on a server, so only the router
  // itself is in browser mode, as in start-app.tsx.
  const { window } = new JSDOM('<!doctype html><div id="root"></div>', {
    url: `http://localhost${path}`,
  });
  vi.stubGlobal('window', window);
  vi.stubGlobal('self', window);
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('history', window.history);
  vi.stubGlobal('sessionStorage', window.sessionStorage);
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  router.ssr = { manifest: undefined };
  await router.load();
  return renderToString(<App router={router} figures={publicFigurePlaceholders()} />);
}

describe('prerendered pages', () => {
  for (const page of [...prerenderedPages, notFoundPage]) {
    it(`${page.path}: the browser's first render is the prerendered markup`, async () => {
      const { html } = await renderPage(page.path);
      expect(html.length).toBeGreaterThan(1000);
      expect(await browserFirstRender(page.path)).toBe(html);
    });
  }

  // Issue 20: the Spanish copies too (renderPage leaves the app in the language it rendered).
  for (const page of [...prerenderedPages, notFoundPage]) {
    it(`${page.path} in Spanish: the browser's first render is the prerendered markup`, async () => {
      const { html } = await renderPage(page.path, 'es');
      expect(await browserFirstRender(page.path)).toBe(html);
      await renderPage(page.path, 'en');
    });
  }

  it('the public pages render as pages, the not-found path as the 404 screen', async () => {
    for (const page of prerenderedPages) {
      const rendered = await renderPage(page.path);
      expect(rendered.notFound, page.path).toBe(false);
      expect(rendered.html).toContain('<h1');
      expect(rendered.html).not.toContain('404 Page Not Found');
    }
    const missing = await renderPage(notFoundPage.path);
    expect(missing.notFound).toBe(true);
    expect(missing.html).toContain('404 Page Not Found');
  });
});
