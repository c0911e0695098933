import { expect, type Page, type Route } from '@playwright/test';
import { wizardField, wizardNext } from './support/applications';
import { test } from './support/fixtures';
import { newUser } from './support/users';

/**
 * Issue 15: /application hydrates its first step as plain fields; the wizard itself (its data
 * layer, form library and schemas) loads when the form is first touched. Here its code is
 * held back, as on a slow phone, while the visitor types: nothing typed may be lost, focus
 * and caret stay where they were, and a Next pressed before the wizard is there still works.
 */

const DRAFT_KEY = 'advance.application-draft.v1';
const WIZARD_CHUNK = /\/assets\/full-wizard-[^/]*\.js$/;

/** Holds the wizard's code until `release()`; `requested` once the page has asked for it. */
async function holdWizardCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let requested = false;
  await page.route(WIZARD_CHUNK, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Marks the lean step's inputs, to tell when the wizard's own have taken their place. */
const markLeanInputs = (page: Page) =>
  page.evaluate(() => {
    for (const input of document.querySelectorAll('form input'))
      input.setAttribute('data-lean', '');
  });
const wizardArrived = (page: Page) =>
  expect(page.locator('form input[name="phone"]:not([data-lean])')).toBeAttached();

test('typing before the wizard has loaded: values, focus and caret carry over', async ({
  page,
}) => {
  const held = await holdWizardCode(page);
  const user = newUser('Ada');
  await page.goto('/application');
  await markLeanInputs(page);

  await wizardField(page, 'First Name').click();
  await page.keyboard.type(user.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('555-201-3344');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10001');
  // Back to the phone, the caret after "555".
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  expect(held.requested()).toBe(true);
  await expect(page.locator('form input[name="phone"][data-lean]')).toBeFocused();

  held.release();
  await wizardArrived(page);
  await expect(wizardField(page, 'First Name')).toHaveValue(user.firstName);
  await expect(wizardField(page, 'Last Name')).toHaveValue(user.lastName);
  await expect(wizardField(page, 'Email')).toHaveValue(user.email);
  await expect(wizardField(page, 'Phone')).toHaveValue('555-201-3344');
  await expect(wizardField(page, 'Zip Code')).toHaveValue('10001');
  const phone = wizardField(page, 'Phone');
  await expect(phone).toBeFocused();
  expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  // Typing goes on where it was: into the wizard's field, at the caret.
  await page.keyboard.type('7');
  await expect(phone).toHaveValue('5557-201-3344');
  await page.keyboard.press('Backspace');

  await wizardNext(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Create Your Account' })).toBeFocused();
  await expect(page).toHaveURL(/step=2/);
  const draft = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(JSON.parse(draft ?? '{}').applicant).toMatchObject({
    firstName: user.firstName,
    email: user.email,
    phone: '555-201-3344',
    zipCode: '10001',
  });
});

test('Next pressed before the wizard has loaded: checked and done once it is there', async ({
  page,
}) => {
  const held = await holdWizardCode(page);
  const user = newUser('Grace');
  await page.goto('/application');
  await markLeanInputs(page);

  // Only part of the step: the wizard's check must stop at the first missing field.
  await wizardField(page, 'First Name').fill(user.firstName);
  await wizardField(page, 'Last Name').fill(user.lastName);
  await wizardNext(page);
  held.release();
  await wizardArrived(page);
  await expect(wizardField(page, 'Email')).toBeFocused();
  await expect(wizardField(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(wizardField(page, 'First Name')).toHaveValue(user.firstName);
  await expect(page).not.toHaveURL(/step=2/);

  await page.keyboard.type(user.email);
  await wizardField(page, 'Phone').fill('555-201-3344');
  await wizardField(page, 'Zip Code').fill('10001');
  await wizardNext(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Create Your Account' })).toBeFocused();
});

test('Next pressed with the step complete before the wizard has loaded goes on to step 2', async ({
  page,
}) => {
  const held = await holdWizardCode(page);
  const user = newUser('Hedy');
  await page.goto('/application');
  await wizardField(page, 'First Name').fill(user.firstName);
  await wizardField(page, 'Last Name').fill(user.lastName);
  await wizardField(page, 'Email').fill(user.email);
  await wizardField(page, 'Phone').fill('555-201-3344');
  await wizardField(page, 'Zip Code').fill('10001');
  await wizardField(page, 'Zip Code').press('Enter');
  held.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Create Your Account' })).toBeFocused();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(wizardField(page, 'Email')).toHaveValue(user.email);
  await expect(wizardField(page, 'Zip Code')).toHaveValue('10001');
});
