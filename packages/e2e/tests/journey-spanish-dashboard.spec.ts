import type { Application, CustomerApplication } from '@advance/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { submitApplication } from './support/applications';
import { expectNoViolations } from './support/axe';
import { baseURL, superAdmin } from './support/env';
import { expect, test } from './support/fixtures';
import { createCustomer, newUser, signInThroughApi, type TestUser } from './support/users';

// Issue 20: a Spanish-speaking applicant follows their application on the dashboard in
// Spanish: the status, the documents staff ask for (with the due date, and an upload), and
// the reasons of a denial. Set-up goes through the API; only what the applicant reads is UI.

test.use({ locale: 'es-US' });

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A customer whose account speaks Spanish, signed in in `page`, with one application. */
async function spanishApplicant(page: Page): Promise<{ user: TestUser; application: Application }> {
  const user = await createCustomer(page.request, newUser('Rosa'));
  await signInThroughApi(page.request, user);
  const saved = await page.request.put('/api/account/locale', {
    data: { locale: 'es' },
    headers: { origin: baseURL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const application = await submitApplication(page.request, user);
  return { user, application };
}

// Staff decide through the REST path, signed in once for the file (each sign-in of the super
// admin costs a password hash and a second factor: seconds on a loaded machine).
let staff: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  staff = await playwright.request.newContext({ baseURL });
  await signInThroughApi(staff, superAdmin);
});
test.afterAll(async () => {
  await staff.dispose();
});

/** A decision through the staff REST path, as an internal tool would send it. */
async function review(applicationId: string, data: object) {
  const response = await staff.patch(`/api/admin/applications/${applicationId}/review`, {
    data,
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The dashboard as the Spanish-speaking applicant sees it. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeVisible();
  return page.getByRole('article');
}

/** "20 dic 2026": the due date as the dashboard writes it in Spanish (lib/format.ts). */
function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-US', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}

test('reads the submitted application in Spanish', async ({ page }) => {
  await spanishApplicant(page);
  const card = await openDashboard(page);
  await expect(page).toHaveTitle(/^Mis solicitudes/);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^Adelanto de .*500/);
  await expect(card.getByText('Enviada', { exact: true })).toBeVisible();
  await expect(
    card.getByText('Estamos revisando su solicitud. Le daremos noticias en menos de 24 horas.'),
  ).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expect(card.getByText('El día 3 de cada mes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retirar la solicitud' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Documentos de apoyo' })).toBeVisible();
  await expect(card.getByText('Todavía no ha subido documentos.')).toBeVisible();
  // Issue 20: 18 px reading text on the dashboard.
  await expect(card.getByText(/^Estamos revisando su solicitud/)).toHaveCSS('font-size', '18px');
  await expectNoViolations(page, 'Spanish dashboard with a submitted application');
});

test('reads the documents staff ask for in Spanish, with the due date, and uploads one', async ({
  page,
}) => {
  const { application } = await spanishApplicant(page);
  await review(application.id, {
    status: 'Additional Documentation Requested',
    documentRequest: {
      items: [
        { category: 'identity', description: 'A photo ID' },
        { category: 'benefits', description: 'Your 2026 award letter' },
      ],
    },
  });
  const mine = (await (
    await page.request.get('/api/applications')
  ).json()) as CustomerApplication[];
  const dueDate = mine.find((a) => a.id === application.id)?.documentRequest?.dueDate ?? '';
  expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const card = await openDashboard(page);
  await expect(card.getByText('Necesitamos más documentos', { exact: true })).toBeVisible();
  const checklist = card.getByRole('region', { name: 'Documentos que necesitamos' });
  await expect(checklist.getByText(`Fecha límite: ${spanishDate(dueDate)}`)).toBeVisible();
  const photoId = checklist.getByRole('listitem').filter({ hasText: 'A photo ID' });
  await expect(photoId.getByText('Tipo: Identidad')).toBeVisible();
  await expect(photoId.getByText('Estado: Falta')).toBeVisible();
  await expectNoViolations(page, 'Spanish dashboard with a document checklist');

  await checklist
    .getByLabel('Subir A photo ID')
    .setInputFiles({ name: 'identificacion.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(photoId.getByText('Estado: Recibido')).toBeVisible();
  await expect(
    checklist.getByRole('status').filter({ hasText: 'Su archivo se subió correctamente' }),
  ).toBeVisible();
  const award = checklist.getByRole('listitem').filter({ hasText: 'Your 2026 award letter' });
  await expect(award.getByText('Estado: Falta')).toBeVisible();
  // The upload is listed under Documentos de apoyo, with its facts in Spanish.
  const documents = card.getByRole('region', { name: 'Documentos de apoyo' });
  await expect(documents.getByText('identificacion.pdf')).toBeVisible();
  await expect(
    documents.getByRole('button', { name: 'Descargar identificacion.pdf' }),
  ).toBeVisible();
});

test('reads the reasons of a denial in Spanish', async ({ page }) => {
  const { application } = await spanishApplicant(page);
  await review(application.id, {
    status: 'Denied',
    reasons: ['income_insufficient', 'other'],
    otherReason: 'No pudimos hablar con usted por teléfono',
  });

  const card = await openDashboard(page);
  await expect(card.getByText('No aprobada', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Lo sentimos, pero por ahora no pudimos aprobar/)).toBeVisible();
  const reasons = card.getByRole('region', { name: 'Razones de esta decisión' });
  await expect(reasons.getByRole('listitem')).toHaveText([
    'Sus ingresos no alcanzan para la cantidad que pidió.',
    'No pudimos hablar con usted por teléfono',
  ]);
  await expect(card.getByRole('button', { name: 'Retirar la solicitud' })).toHaveCount(0);
  await expectNoViolations(page, 'Spanish dashboard with a denial');
});
