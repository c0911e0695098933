import { consentTexts, LOCALE_COOKIE, reviewStepMessages } from '@advance/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import {
  consentAndSubmit,
  continueToReview,
  fillFinancialStep,
  wizardField,
  wizardNext,
} from './support/applications';
import { expectNoViolations } from './support/axe';
import { baseURL } from './support/env';
import { expect, test } from './support/fixtures';
import { createCustomer, newUser, signInThroughApi, type TestUser } from './support/users';

// Issue 20: a Spanish-speaking applicant walks the whole wizard in Spanish (es-US).

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
const stepText = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible();
const birthDate = `${new Date().getUTCFullYear() - 70}-04-02`;

async function fillDatos(page: Page, user: TestUser) {
  await field(page, 'Nombre').fill(user.firstName);
  await field(page, 'Apellido').fill(user.lastName);
  await field(page, 'Correo electrónico').fill(user.email);
  await field(page, 'Teléfono').fill('555-201-3344');
  await field(page, 'Código postal').fill('10001');
}

async function fillCuenta(page: Page, user: TestUser) {
  await field(page, 'Contraseña').fill(user.password);
  await field(page, 'Confirme la contraseña').fill(user.password);
}

async function fillDinero(page: Page) {
  await field(page, 'Cantidad que pide').selectOption('750');
  await field(page, '¿Con qué frecuencia necesita dinero extra?').selectOption('monthly');
  await field(page, 'Beneficio mensual').fill('1450');
  await field(page, 'Día de pago del beneficio').selectOption('3');
  await field(page, 'Renta o hipoteca mensual').fill('800');
  await field(page, 'Fecha de nacimiento').fill(birthDate);
}

/**
 * A signed-in customer whose account speaks Spanish, past step 1 of the wizard (a signed-in
 * applicant has no account step): the shortest way to the later steps.
 */
async function signedInInSpanish(page: Page, context: BrowserContext, firstName: string) {
  const user = await createCustomer(page.request, newUser(firstName));
  await signInThroughApi(page.request, user);
  const saved = await page.request.put('/api/account/locale', {
    headers: { origin: baseURL },
    data: { locale: 'es' },
  });
  expect(saved.ok()).toBe(true);
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
  await page.goto('/application');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(field(page, 'Correo electrónico')).toHaveValue(user.email);
  await field(page, 'Teléfono').fill('555-201-3344');
  await field(page, 'Código postal').fill('10001');
  await next(page);
}

const consent = (page: Page) =>
  page.getByRole('checkbox', { name: 'Estoy de acuerdo con lo que dice arriba.' });

test.describe('a Spanish-speaking applicant (Accept-Language: es)', () => {
  test.use({ locale: 'es-US' });

  test('completes every step in Spanish, with Back and refresh, and lands on the dashboard', async ({
    page,
  }) => {
    const user = newUser('Esperanza');
    // The prerendered Spanish wizard hydrates without a mismatch (React #418 and the like).
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    await page.goto('/application');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page).toHaveTitle(/^Solicitar un adelanto de dinero/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicite un adelanto de dinero' }),
    ).toBeVisible();
    await stepText(page, 'Paso 1 de 4');
    await stepHeading(page, 'Sus datos');
    await fillDatos(page, user);
    await next(page);

    await expect(page).toHaveURL('/application?step=2');
    await stepHeading(page, 'Cree su cuenta');
    await fillCuenta(page, user);
    await next(page);

    await expect(page).toHaveURL('/application?step=3');
    await stepHeading(page, 'Su situación económica');
    await field(page, 'Beneficio mensual').fill('1450');
    // Refresh: the page comes back in Spanish; the password was not kept, the rest was.
    await page.reload();
    await expect(page).toHaveURL('/application?step=2');
    await stepText(page, 'Paso 2 de 4');
    await expect(field(page, 'Contraseña')).toHaveValue('');
    await fillCuenta(page, user);
    await next(page);
    await expect(field(page, 'Beneficio mensual')).toHaveValue('1450');
    await fillDinero(page);
    await expect(page.getByTestId('payment-schedule')).toHaveText(
      /^Un solo pago de \$750 que vence el \d{2} [a-z]{3,4}\.? \d{4}\.$/,
    );
    // The wizard's Back, then the browser's Back (the wizard's went forward in history).
    await page.getByRole('button', { name: 'Atrás' }).click();
    await stepHeading(page, 'Cree su cuenta');
    await page.goBack();
    await stepHeading(page, 'Su situación económica');
    await expect(field(page, 'Renta o hipoteca mensual')).toHaveValue('800');
    await page.getByRole('button', { name: 'Continuar a la revisión' }).click();

    await expect(page).toHaveURL('/application?step=4');
    await stepHeading(page, 'Revise y envíe');
    await stepText(page, 'Paso 4 de 4');
    const money = page.getByRole('region', { name: 'Su adelanto y sus ingresos' });
    await expect(money).toContainText('Cada mes');
    await expect(money).toContainText('Día 3');
    await expect(money).toContainText(/02 abr \d{4}/);
    await expect(page.getByText(consentTexts.es)).toBeVisible();
    await consent(page).check();
    const sent = page.waitForRequest((request) => request.url().includes('applications.submit'));
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    // The consent stored is the Spanish text shown: the submission says which.
    expect((await sent).postData()).toContain('"locale":"es"');

    // The success screen in Spanish, signed in by the submission, staying in Spanish.
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Solicitud enviada!' }),
    ).toBeVisible();
    await expect(page.getByText(`Gracias, ${user.firstName}.`, { exact: false })).toBeVisible();
    const dashboard = page.getByRole('link', { name: 'Ir a mi panel' });
    await expect(dashboard).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Qué pasa ahora?' })).toBeVisible();
    await dashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe('a Spanish-speaking applicant (the lang cookie), axe on each screen', () => {
  test.use({ locale: 'en-US' });

  test('steps 1 and 2 in Spanish have no WCAG 2.2 AA violation', async ({ page, context }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'es', url: baseURL }]);
    await page.goto('/application');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await stepHeading(page, 'Sus datos');
    await expectNoViolations(page, 'Spanish wizard step 1');
    const user = newUser('Consuelo');
    await fillDatos(page, user);
    await next(page);
    await stepHeading(page, 'Cree su cuenta');
    await expectNoViolations(page, 'Spanish wizard step 2');
  });

  test('step 3 in Spanish has no WCAG 2.2 AA violation', async ({ page, context }) => {
    await signedInInSpanish(page, context, 'Amparo');
    await stepHeading(page, 'Su situación económica');
    await fillDinero(page);
    await expectNoViolations(page, 'Spanish wizard step 3');
  });

  test('the review with its consent error and the success screen have none either', async ({
    page,
    context,
  }) => {
    await signedInInSpanish(page, context, 'Remedios');
    await stepHeading(page, 'Su situación económica');
    await fillDinero(page);
    await page.getByRole('button', { name: 'Continuar a la revisión' }).click();
    await stepHeading(page, 'Revise y envíe');
    await stepText(page, 'Paso 3 de 3');
    // Submit without the consent: the Spanish message, tied to the box.
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const required =
      'Para enviar su solicitud, marque la casilla para confirmar lo que dice arriba.';
    await expect(page.getByText(required)).toBeVisible();
    await expect(consent(page)).toBeFocused();
    await expectNoViolations(page, 'Spanish wizard review step with its consent error');
    await consent(page).check();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Solicitud enviada!' }),
    ).toBeVisible();
    await expect(page.getByText('La solicitud se agregó a su cuenta.')).toBeVisible();
    await expectNoViolations(page, 'Spanish success screen');
  });
});

test.describe('an English-speaking applicant', () => {
  test.use({ locale: 'en-US' });

  test("still reads the spec's English texts on the review step", async ({ page }) => {
    const user = await createCustomer(page.request, newUser('Harriet'));
    await signInThroughApi(page.request, user);
    await page.goto('/application');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply for a Cash Advance' }),
    ).toBeVisible();
    await expect(wizardField(page, 'Email')).toHaveValue(user.email);
    await wizardField(page, 'Phone').fill('555-201-3344');
    await wizardField(page, 'Zip Code').fill('10001');
    await wizardNext(page);
    await fillFinancialStep(page, '500');
    await continueToReview(page);
    await stepHeading(page, 'Review and Submit');
    await stepText(page, 'Step 3 of 3');
    await expect(page.getByText(reviewStepMessages.intro)).toBeVisible();
    const money = page.getByRole('region', { name: reviewStepMessages.yourMoney });
    await expect(money).toContainText('Monthly');
    await expect(money).toContainText('3rd');
    await expect(money).toContainText(/Apr 02, \d{4}/);
    await expect(page.getByRole('heading', { name: 'Your cost of credit' })).toBeVisible();
    await expect(page.getByText(consentTexts.en)).toBeVisible();
    await expect(page.getByText(consentTexts.es)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await consentAndSubmit(page);
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  });
});
