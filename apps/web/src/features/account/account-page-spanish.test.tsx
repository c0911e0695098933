// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { type AccountSession, esAppScreens, type Passkey } from '@advance/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAppLocale } from '../../i18n/set-app-locale';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/** Issue 20: the account page's sections in Spanish, dates written the Spanish way. */
const es = esAppScreens.account;

beforeAll(() => setAppLocale('es'));
afterAll(() => setAppLocale('en'));
afterEach(cleanup);

const session = (over: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  current: true,
  device: 'desktop',
  browser: 'Chrome',
  os: 'Windows',
  place: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-23T09:30:00.000Z',
  ipAddress: null,
  ...over,
});

describe('the account page in Spanish', () => {
  it('lists the sessions in Spanish, with Spanish dates and device words', async () => {
    const sessions = [
      session({ id: 'here' }),
      session({ id: 'phone', current: false, device: 'mobile', browser: 'Unknown', os: 'iOS' }),
    ];
    renderWithTrpc(<SessionsSection />, (path) => {
      if (path === 'auth.sessions.list') return sessions;
      throw new Error(`Unexpected call ${path}`);
    });
    const region = screen.getByRole('region', { name: es.sessions.title });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Chrome en Windows');
    expect(rows[0]?.textContent).toContain(es.sessions.thisDevice);
    expect(rows[0]?.textContent).toContain(es.sessions.devices.desktop);
    expect(rows[0]?.textContent).toContain(es.sessions.placeUnknown);
    // "23 nov 2026 a las 9:30 a. m." (the hour depends on the zone the test runs in).
    expect(rows[0]?.textContent).toMatch(/Último uso \d{2} nov 2026 a las \d/);
    expect(rows[0]?.textContent).not.toMatch(/Nov|AM|PM| at /);
    expect(rows[1]?.textContent).toContain('Navegador desconocido en iOS');
    expect(
      screen.getByRole('button', { name: 'Cerrar sesión en Navegador desconocido en iOS' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: es.sessions.revokeOthers })).toBeTruthy();
  });

  it('explains passkeys in Spanish and lists one with its Spanish dates', async () => {
    const passkey: Passkey = {
      id: 'p1',
      name: 'Mi teléfono',
      createdAt: '2026-12-03T15:00:00.000Z',
      lastUsedAt: null,
      backedUp: true,
    };
    renderWithTrpc(<PasskeysSection />, (path) => {
      if (path === 'auth.passkeys.list') return [passkey];
      throw new Error(`Unexpected call ${path}`);
    });
    const region = screen.getByRole('region', { name: es.passkeys.title });
    expect(within(region).getByText(es.passkeys.intro)).toBeTruthy();
    expect(within(region).getByText(es.passkeys.safety)).toBeTruthy();
    expect(within(region).getByText(es.passkeys.passwordStays)).toBeTruthy();
    const list = await within(region).findByRole('list', { name: es.passkeys.listLabel });
    expect(list.textContent).toContain(es.passkeys.synced);
    expect(list.textContent).toMatch(/Agregada el 0[34] dic 2026/);
    expect(list.textContent).toContain(es.passkeys.neverUsed);
    expect(
      within(list).getByRole('button', { name: 'Quitar la llave de acceso Mi teléfono' }),
    ).toBeTruthy();
  });

  it('labels the password fields and the button in Spanish', () => {
    renderWithTrpc(<PasswordSection />, () => ({ ok: true }));
    const region = screen.getByRole('region', { name: es.password.title });
    expect(within(region).getByLabelText(es.password.currentLabel)).toBeTruthy();
    expect(within(region).getByLabelText(es.password.newLabel)).toBeTruthy();
    expect(within(region).getByLabelText(es.password.confirmLabel)).toBeTruthy();
    expect(within(region).getByRole('button', { name: es.password.submit })).toBeTruthy();
  });
});
