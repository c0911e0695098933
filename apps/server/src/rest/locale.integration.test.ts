import { describeTestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DistFixture, makeDistFixture } from '../static/testing/dist-fixture';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// Issue 20: the public pages in the visitor's language, and a customer's stored choice.

const spanishPage = (title: string, body: string) =>
  `<!doctype html><html lang="es-US"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><div id="root">${body}</div></body></html>`;

const ROUTES = {
  pages: { '/': 'index.html', '/about': 'about/index.html', '/login': 'login/index.html' },
  appRoutes: ['/', '/about', '/login', '/dashboard'],
  shell: 'shell.html',
  notFound: '404.html',
  localeDirs: { en: '', es: 'es/' },
};

let dist: DistFixture;
let server: TestServer;

beforeAll(async () => {
  dist = await makeDistFixture({
    extra: {
      'es/index.html': spanishPage('Inicio', '<h1>Adelantos de dinero</h1>'),
      'es/about/index.html': spanishPage('Quiénes somos', '<h1>Quiénes somos</h1>'),
      'es/login/index.html': spanishPage('Iniciar sesión', '<h1>Iniciar sesión</h1>'),
      'es/404.html': spanishPage('Página no encontrada', '<h1>No encontrada</h1>'),
      'es/shell.html': spanishPage('Benefit Advance', ''),
      'routes.json': JSON.stringify(ROUTES),
    },
  });
  server = await startTestServer({ WEB_DIST: dist.root });
});
afterAll(async () => {
  await server?.close();
  await dist?.cleanup();
});
beforeEach(() => server.reset());

const visitor = () => new TestClient(server.url, server.origin);
const page = (path: string, headers: Record<string, string>) =>
  visitor().get(path, { 'accept-encoding': 'identity', ...headers });

describe(`pages and account in Spanish on ${describeTestDb()}`, () => {
  it('GET / with Accept-Language: es gets the Spanish page, with Vary and Content-Language', async () => {
    const res = await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="es-US">');
    expect(res.text).toContain('Adelantos de dinero');
    expect(res.headers.get('content-language')).toBe('es-US');
    const vary = String(res.headers.get('vary'));
    expect(vary).toContain('Accept-Language');
    expect(vary).toContain('Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('an English or unknown browser gets the English page', async () => {
    for (const header of ['en-US,en;q=0.9', 'fr-FR', '']) {
      const res = await page('/about', { 'accept-language': header });
      expect(res.text).toContain('<h1>About</h1>');
      expect(res.headers.get('content-language')).toBe('en-US');
    }
  });

  it('the lang cookie overrides the header, both ways; a bad cookie is ignored', async () => {
    const english = await page('/', { 'accept-language': 'es', cookie: 'lang=en' });
    expect(english.text).not.toContain('Adelantos');
    expect(english.headers.get('content-language')).toBe('en-US');
    const spanish = await page('/about', { 'accept-language': 'en-US', cookie: 'lang=es' });
    expect(spanish.text).toContain('Quiénes somos');
    const bogus = await page('/about', { 'accept-language': 'es', cookie: 'lang=xx' });
    expect(bogus.text).toContain('Quiénes somos');
  });

  it('the 404 page and the app shell come in Spanish too', async () => {
    const missing = await page('/no-such-page', { 'accept-language': 'es' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('No encontrada');
    const shell = await page('/dashboard', { 'accept-language': 'es' });
    expect(shell.text).toContain('<html lang="es-US">');
  });

  it('a customer stores their language; the session and sign-in report it', async () => {
    const client = visitor();
    await createCustomer(client);
    await signIn(client, customer);
    const stored = await client.request('PUT', '/api/account/locale', { json: { locale: 'es' } });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ locale: 'es' });
    const row = await server.db.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('es');
    expect(((await client.get('/api/auth/user')).body as { locale: string }).locale).toBe('es');

    const again = new TestClient(server.url, server.origin);
    const login = await signIn(again, customer);
    expect((login.body as { user: { locale: string } }).user.locale).toBe('es');
  });

  it("a signed-in customer's pages come in the account's language, not the browser's", async () => {
    const client = visitor();
    await createCustomer(client);
    await signIn(client, customer);
    await client.request('PUT', '/api/account/locale', { json: { locale: 'es' } });
    const english = { 'accept-encoding': 'identity', 'accept-language': 'en-US' };
    const about = await client.get('/about', english);
    expect(about.text).toContain('Quiénes somos');
    expect(about.headers.get('content-language')).toBe('es-US');
    // Another visitor with the same browser settings still gets English.
    expect((await page('/about', { 'accept-language': 'en-US' })).text).toContain('<h1>About</h1>');
    // Signed out: the browser's language again.
    await client.request('POST', '/api/logout');
    expect((await client.get('/about', english)).text).toContain('<h1>About</h1>');
  });

  it('a visitor cannot set a language on an account, and the input is checked', async () => {
    const anonymous = await visitor().request('PUT', '/api/account/locale', {
      json: { locale: 'es' },
    });
    expect(anonymous.status).toBe(401);

    const client = visitor();
    await createCustomer(client);
    await signIn(client, customer);
    for (const body of [{ locale: 'fr' }, { locale: '' }, {}, { locale: ['es'] }]) {
      const res = await client.request('PUT', '/api/account/locale', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const crossSite = await client.request('PUT', '/api/account/locale', {
      json: { locale: 'es' },
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);
    const row = await server.db.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('en');
  });
});
