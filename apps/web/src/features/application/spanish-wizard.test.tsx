// @vitest-environment jsdom
import { CONSENT_VERSION, consentTexts, type PublicUser } from '@advance/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/app-texts';
import { setAppLocale } from '../../i18n/set-app-locale';
import { setCurrentUser } from '../../lib/current-user-store';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import type { WizardStep } from '../../lib/wizard-search';
import { ApplicationPage as Page } from './application-page';

/** The page with its step kept as the route would keep it in the URL. */
function ApplicationPage() {
  const [step, setStep] = useState<WizardStep | undefined>();
  return <Page requestedStep={step} onStep={(next) => setStep(next)} />;
}

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

// The Spanish catalogs as a Spanish page loads them; English app texts for the look-ups.
beforeAll(() => setAppLocale('es'));
afterAll(() => setAppLocale('en'));
afterEach(() => {
  cleanup();
  setCurrentUser(null);
  sessionStorage.clear();
});

const rosa: PublicUser = {
  id: 'u-1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Díaz',
  phone: '555-201-3344',
  role: 'user',
  locale: 'es',
};

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('the wizard in Spanish (issue 20)', () => {
  it('asks, reviews and submits in Spanish, with the Spanish consent and its locale', async () => {
    setCurrentUser(rosa);
    const { calls } = renderWithTrpc(<ApplicationPage />, (path, input) => {
      if (path === 'advances.mine') return { advances: [], hasOpenAdvance: false };
      if (path === 'applications.submit') throw new Error(`stop here ${JSON.stringify(input)}`);
      throw new Error(`Unexpected call ${path}`);
    });
    expect(await screen.findByText('Paso 1 de 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Solicite un adelanto de dinero',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sus datos');
    // The form area reads at 18 px (styles.css comfortable-text).
    expect(screen.getByLabelText('Nombre').closest('.comfortable-text')).toBeTruthy();
    change('Código postal', '10001');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('Paso 2 de 3')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Día 3' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '¿Cuándo llega su beneficio?' })).toBeTruthy();
    change('¿Con qué frecuencia necesita dinero extra?', 'monthly');
    change('Beneficio mensual', '1450');
    change('Día de pago del beneficio', '3');
    change('Renta o hipoteca mensual', '800');
    change('Fecha de nacimiento', '1955-04-02');
    expect(screen.getByTestId('payment-schedule').textContent).toMatch(
      /^Un solo pago de \$500 que vence el \d{2} [a-z]{3,4}\.? \d{4}\.$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a la revisión' }));

    expect(await screen.findByText('Paso 3 de 3')).toBeTruthy();
    const money = screen.getByRole('region', { name: 'Su adelanto y sus ingresos' });
    expect(within(money).getByText('Cada mes')).toBeTruthy();
    expect(within(money).getByText('02 abr 1955')).toBeTruthy();
    expect(within(money).getByText('$1,450')).toBeTruthy();
    expect(within(money).getByText('Día 3')).toBeTruthy();
    expect(screen.getByText(consentTexts.es)).toBeTruthy();
    expect(screen.queryByText(consentTexts.en)).toBeNull();
    expect(screen.getByText('Sus beneficios siguen siendo suyos.')).toBeTruthy();

    // Submit without the box: the message is Spanish.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      screen.getByText(
        'Para enviar su solicitud, marque la casilla para confirmar lo que dice arriba.',
      ),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Estoy de acuerdo con lo que dice arriba.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === 'applications.submit')).toBe(true),
    );
    const sent = calls.find((call) => call.path === 'applications.submit')?.input;
    expect(sent).toMatchObject({ consentVersion: CONSENT_VERSION, locale: 'es' });
  }, 15_000);

  it("shows the schemas' field messages in Spanish", async () => {
    renderWithTrpc(<ApplicationPage />, () => ({}));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Escriba su nombre.')).toBeTruthy();
    expect(screen.getByText('Escriba un correo electrónico válido.')).toBeTruthy();
  });
});
