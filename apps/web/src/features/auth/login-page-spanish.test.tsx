import { esAppScreens } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../prerender/entry-server';

/**
 * Issue 20: /login is prerendered in Spanish as well (dist/es/login); its words come from
 * the `auth` namespace. That the browser's first render matches it is
 * prerender/hydration-match.test.tsx's.
 */
const es = esAppScreens.auth;

describe('the sign-in page prerendered in Spanish', () => {
  it("says the page's words in Spanish, and English again after", async () => {
    const { html } = await renderPage('/login', 'es');
    for (const text of [
      es.login.title,
      es.login.description,
      es.fields.email,
      es.login.password,
      es.login.forgotPassword,
      es.login.submit,
      es.passkey.signIn,
      es.login.newHere,
      es.login.applyWithoutSignIn,
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Forgot your password?');
    expect(html).not.toContain('Sign in with a passkey');

    const english = await renderPage('/login', 'en');
    expect(english.html).toContain('Forgot your password?');
    expect(english.html).toContain('Sign in with a passkey');
    expect(english.html).not.toContain(es.login.forgotPassword);
  });
});
