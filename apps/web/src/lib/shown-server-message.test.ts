import { authMessages, enAppScreens, esAppScreens } from '@advance/contracts';
import { TRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { addCatalog, i18n } from '../i18n/i18n';
import { serverMessage, shownServerMessage } from './errors';

const refused = TRPCClientError.from({
  error: { message: authMessages.invalidCredentials, code: -32600, data: { httpStatus: 401 } },
});
const offline = TRPCClientError.from(new TypeError('Failed to fetch'));

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('shownServerMessage', () => {
  it('is the server message (or the fallback) in the app language; serverMessage stays English', async () => {
    addCatalog('en', enAppScreens);
    addCatalog('es', esAppScreens);
    expect(shownServerMessage(refused, 'x')).toBe(authMessages.invalidCredentials);
    await i18n.changeLanguage('es');
    expect(shownServerMessage(refused, 'x')).toBe(esAppScreens.errors.auth.invalidCredentials);
    expect(shownServerMessage(offline, authMessages.loginFailedTitle)).toBe(
      esAppScreens.errors.auth.loginFailedTitle,
    );
    // Screens compare serverMessage with the contracts constants: it is never translated.
    expect(serverMessage(refused, 'x')).toBe(authMessages.invalidCredentials);
  });
});
