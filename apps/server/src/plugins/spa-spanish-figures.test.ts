import type { AddressInfo } from 'node:net';
import {
  figuresInLocale,
  LOCALE_COOKIE,
  type Locale,
  type PublicFigures,
  publicFigurePlaceholders,
} from '@advance/contracts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DistFixture, makeDistFixture } from '../static/testing/dist-fixture';
import { rawRequest } from '../static/testing/raw-request';
import { spaRoutes } from './spa';

/*
 * Issue 20: the landing example's dates on a Spanish page are es-US ("18 dic 2024"), filled
 * by the server with the real figures (publicPageFigures, no stand-in), and the browser
 * reads from the page's figure data exactly the strings the HTML shows (no hydration
 * mismatch). The pages below are built as the prerender builds them: each language's
 * placeholders from figuresInLocale, every figure in the data beside #root.
 */

/** Noon in New York on 2024-12-03: the example ($500, 3rd Wednesday) is due Dec 18. */
const NOW = new Date('2024-12-03T17:00:00Z');

const card = (locale: Locale) => {
  const figures = figuresInLocale(publicFigurePlaceholders(), locale);
  return (
    `<dl><dt>Next</dt><dd id="next">${figures.exampleNextBenefitDate}</dd></dl>` +
    `<p id="repayment">${figures.exampleTotalOfPayments} / ${figures.exampleDueDate} / ${figures.exampleApr}</p>`
  );
};

const page = (locale: Locale) =>
  `<!doctype html><html lang="${locale}-US"><head><meta charset="utf-8"><title>${locale}</title></head>` +
  `<body><div id="root">${card(locale)}${'<p>Padding about benefits.</p>'.repeat(60)}</div>` +
  `<script id="public-figures" type="application/json">${JSON.stringify(publicFigurePlaceholders())}</script>` +
  `</body></html>`;

const routes = {
  pages: { '/': 'index.html' },
  appRoutes: ['/'],
  shell: 'shell.html',
  notFound: '404.html',
  localeDirs: { en: '', es: 'es/' },
};

let dist: DistFixture;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  dist = await makeDistFixture({
    extra: {
      'index.html': page('en'),
      'es/index.html': page('es'),
      'es/404.html': '<!doctype html><html lang="es-US"><body>No encontrada</body></html>',
      'es/shell.html':
        '<!doctype html><html lang="es-US"><body><div id="root"></div></body></html>',
      'routes.json': JSON.stringify(routes),
    },
  });
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  const config = loadConfig({ WEB_DIST: dist.root, LOG_LEVEL: 'silent' });
  // The real figures: no `figuresFor` stand-in.
  await app.register(spaRoutes, { config, deps: { now: () => NOW } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await dist?.cleanup();
});

async function landing(headers: Record<string, string>) {
  const response = await rawRequest(url, '/', { headers });
  expect(response.status).toBe(200);
  const html = response.body.toString('utf8');
  const text = (id: string) => new RegExp(`id="${id}">([^<]*)<`).exec(html)?.[1];
  const data = /<script id="public-figures" type="application\/json">([^<]*)<\/script>/.exec(html);
  return {
    html,
    language: response.headers['content-language'],
    next: text('next'),
    repayment: text('repayment'),
    figures: JSON.parse(data?.[1] ?? 'null') as PublicFigures,
  };
}

describe('the landing example on a Spanish page (issue 20)', () => {
  it.each([
    ['Accept-Language', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }],
    ['the lang cookie', { 'accept-language': 'en-US', cookie: `${LOCALE_COOKIE}=es` }],
  ])('states its dates in es-US when chosen by %s', async (_how, headers) => {
    const spanish = await landing(headers);
    expect(spanish.language).toMatch(/^es/);
    expect(spanish.next).toBe('18 dic 2024');
    expect(spanish.repayment).toBe('$500 / 18 dic 2024 / 86.84%');
    expect(spanish.html).not.toContain('Dec 18, 2024</');
    expect(spanish.html).not.toContain('%%');
  });

  it('keeps the US English dates on the English page', async () => {
    const english = await landing({ 'accept-language': 'en-US' });
    expect(english.next).toBe('Dec 18, 2024');
    expect(english.repayment).toBe('$500 / Dec 18, 2024 / 86.84%');
  });

  it('gives the browser, in each language, the very strings the page shows', async () => {
    for (const [locale, headers] of [
      ['es', { 'accept-language': 'es' }],
      ['en', { 'accept-language': 'en' }],
    ] as const) {
      const served = await landing(headers);
      // What usePublicFigures renders on hydration (features/pricing/public-figures.tsx).
      const read = figuresInLocale(served.figures, locale);
      expect(read.exampleNextBenefitDate).toBe(served.next);
      expect(`${read.exampleTotalOfPayments} / ${read.exampleDueDate} / ${read.exampleApr}`).toBe(
        served.repayment,
      );
      // Every page carries both languages' dates, filled alike.
      expect(served.figures.exampleDueDateEs).toBe('18 dic 2024');
      expect(served.figures.exampleDueDate).toBe('Dec 18, 2024');
    }
  });
});
