import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL, superAdmin } from './support/env';
import { test } from './support/fixtures';
import { header, loginForm, secondStep, welcomeLine } from './support/pages';
import { expectToast, toastWithTitle } from './support/toasts';
import { takeRecoveryCode } from './support/totp';
import { createCustomer, newUser, signInThroughApi, type TestUser } from './support/users';

/**
 * Issue 20, rough place 2 and WCAG 2.2: a refused sign-in is explained beside the form (an
 * error summary that takes focus and stays), not only in a toast that leaves after 5 s;
 * paste works in the password box; every control is at least 24 px; nothing that takes
 * focus hides under the sticky header.
 */

/**
 * One customer for the tests that sign in: the server allows 30 new accounts an hour per
 * address and the whole suite creates its accounts from 127.0.0.1.
 */
let customer: TestUser;
test.beforeAll(async ({ request }) => {
  customer = await createCustomer(request, newUser('Eleanor'));
});

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** The text of the elements a control's aria-describedby names. */
async function descriptionOf(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const page = control.page();
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

test('a wrong password is named in a summary that takes focus and outlasts the toast', async ({
  page,
}) => {
  // One refused sign-in only: the server counts failures per address (10 in 15 minutes) and
  // the whole suite signs in from 127.0.0.1. The summary's refocus on a second failed
  // submit is shown with missing fields below, which the server never sees.
  const user = customer;
  // `next` survives the failed attempt: the right password then lands where it asked.
  await page.goto('/login?next=%2Fabout');
  const form = loginForm(page);
  await form.email.fill(user.email);
  await form.password.fill('not-the-password');
  await form.submit.click();

  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('Invalid email or password');
  await expect(summary(page).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  // The spec's toast stays as well.
  await expectToast(page, 'Login failed', 'Invalid email or password');
  // Both fields are marked, and both are described by the message beside the password.
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  expect(await descriptionOf(form.password)).toContain('Invalid email or password');
  expect(await descriptionOf(form.email)).toContain('Invalid email or password');
  // The summary's link goes to the password box, where the fix is typed.
  await summary(page).getByRole('link', { name: 'Invalid email or password' }).click();
  await expect(form.password).toBeFocused();
  await expectNoViolations(page, '/login with a refused password');

  // The toast leaves after 5 s; the summary does not.
  await expect(toastWithTitle(page, 'Login failed')).toBeHidden({ timeout: 8_000 });
  await expect(summary(page)).toBeVisible();

  // The next attempt clears it, and the right password follows `next`.
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(page).toHaveURL('/about');
  await expect(welcomeLine(page)).toHaveText('Welcome, Eleanor');
  await expect(summary(page)).toHaveCount(0);
});

test('missing fields: the summary links move focus to each field', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.submit.click();

  await expect(summary(page)).toBeFocused();
  await expectToast(page, 'Missing fields', 'Please enter both email and password');
  const links = summary(page).getByRole('link');
  await expect(links).toHaveText(['Enter your email address', 'Enter your password']);
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  expect(await descriptionOf(form.email)).toBe('Enter your email address');
  expect(await descriptionOf(form.password)).toBe('Enter your password');

  await links.nth(1).click();
  await expect(form.password).toBeFocused();
  await links.nth(0).press('Enter');
  await expect(form.email).toBeFocused();

  // An e-mail alone: only the password is still missing, and the e-mail is no longer marked.
  await form.email.fill('someone@e2e.test');
  await form.submit.click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link')).toHaveText(['Enter your password']);
  await expect(form.email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
});

test('a password pasted from the clipboard signs in (nothing blocks paste)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const user = customer;
  await page.goto('/login');
  const form = loginForm(page);

  // No handler cancels a paste in either box.
  for (const field of [form.email, form.password]) {
    const cancelled = await field.evaluate((input) => {
      const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
      return !input.dispatchEvent(event);
    });
    expect(cancelled).toBe(false);
  }

  // A real paste, as a password manager's "copy" and the keyboard shortcut do it.
  await page.evaluate((text) => navigator.clipboard.writeText(text), user.email);
  await form.email.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(form.email).toHaveValue(user.email);
  await page.evaluate((text) => navigator.clipboard.writeText(text), user.password);
  await form.password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(form.password).toHaveValue(user.password);

  await form.submit.click();
  await expect(page).toHaveURL('/');
  await expect(welcomeLine(page)).toHaveText('Welcome, Eleanor');
});

test('the second step takes a pasted code: nothing cancels paste, spaces and dashes are fine', async ({
  page,
  newPage,
}) => {
  // This run knows the super admin's codes once it has signed in through the API.
  await signInThroughApi(page.request, superAdmin);
  const staff = await newPage();
  await staff
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const password = await staff.request.post('/api/login', {
    data: { email: superAdmin.email, password: superAdmin.password },
    headers: { origin: baseURL },
  });
  expect(await password.json()).toMatchObject({ mfaRequired: true });
  await staff.goto('/login/verify');
  const step = secondStep(staff);
  const cancelled = await step.code.evaluate(
    (input) =>
      !input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })),
  );
  expect(cancelled).toBe(false);

  // A recovery code as a password manager or a note holds it: grouped, with spaces around.
  await staff.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const code = takeRecoveryCode(superAdmin.email);
  const pasted = ` ${code.slice(0, 5)}-${code.slice(5).replace('-', '')} `;
  await staff.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await step.recoveryCode.focus();
  await staff.keyboard.press('ControlOrMeta+V');
  await expect(step.recoveryCode).toHaveValue(pasted);
  await step.verify.click();
  await expectToast(staff, 'Login successful');
  await expect(staff).not.toHaveURL(/\/login\/verify/);
});

interface Target {
  name: string;
  /** Inside <main>: the sign-in form's own controls, held to 24 px with no exception. */
  inMain: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Every visible control of the page with its box, except links inside running text (WCAG
 * 2.5.8's "inline" exception) and visually hidden ones (the skip link until it has focus).
 */
function measureTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden =
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        element.closest('[aria-hidden="true"]') !== null;
      if (hidden) return [];
      const parent = element.parentElement;
      const inSentence =
        style.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      if (inSentence) return [];
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        element.getAttribute('name') ||
        element.tagName;
      return [
        {
          name: `${element.tagName.toLowerCase()} "${name}"`,
          inMain: element.closest('main') !== null,
          x: box.x,
          y: box.y,
          w: box.width,
          h: box.height,
        },
      ];
    });
  });
}

const small = (t: Target) => t.w < 24 || t.h < 24;
const centre = (t: Target) => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 });
const distanceToBox = (p: { x: number; y: number }, t: Target) =>
  Math.hypot(Math.max(t.x - p.x, 0, p.x - (t.x + t.w)), Math.max(t.y - p.y, 0, p.y - (t.y + t.h)));

/**
 * WCAG 2.5.8 (AA): a target under 24 px passes only if a 24 px circle on its centre touches
 * no other target and no other small target's circle (the "spacing" exception).
 */
function crowded(targets: Target[]): string[] {
  return targets.filter(small).flatMap((target) => {
    const c = centre(target);
    const clash = targets.find((other) => {
      if (other === target) return false;
      if (small(other)) {
        const o = centre(other);
        return Math.hypot(o.x - c.x, o.y - c.y) < 24;
      }
      return distanceToBox(c, other) < 12;
    });
    return clash ? [`${target.name} is small and crowds ${clash.name}`] : [];
  });
}

test('every control on the sign-in page is at least 24 by 24 px', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await loginForm(page).submit.click(); // the summary's links count too
    await expect(summary(page)).toBeVisible();
    const targets = await measureTargets(page);
    const inForm = targets.filter((t) => t.inMain);
    expect(inForm.length).toBeGreaterThanOrEqual(7);
    const under = inForm.filter(small).map((t) => `${t.name} ${t.w.toFixed(1)}x${t.h.toFixed(1)}`);
    expect(under, `sign-in controls under 24 px at ${viewport.width} px wide`).toEqual([]);
    // Header and footer: 24 px, or the spacing that WCAG accepts instead.
    expect(crowded(targets), `crowded targets at ${viewport.width} px wide`).toEqual([]);
  }
});

test('body text on the sign-in page is at least 16 px', async ({ page }) => {
  await page.goto('/login');
  await loginForm(page).submit.click();
  await expect(summary(page)).toBeVisible();
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('[aria-hidden="true"], .sr-only, script, style'))
        continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 16 && element.getClientRects().length > 0) found.push(`${text} (${size}px)`);
    }
    return found;
  });
  expect(small).toEqual([]);
});

test('a control reached by Tab after scrolling is not hidden under the sticky header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 520 });
  await page.goto('/login');
  const form = loginForm(page);
  const centreHit = (input: HTMLElement) => {
    const box = input.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === input || input.contains(hit));
  };

  // Scroll so the e-mail box sits under the sticky header (the test proves it is covered),
  // then Shift+Tab back to it from the link that follows it, focused without scrolling, as
  // a reader who scrolled down and tabs backwards would have it.
  await form.email.evaluate((input) => {
    const headerBox = document.querySelector('header')?.getBoundingClientRect();
    window.scrollBy(0, input.getBoundingClientRect().top - (headerBox?.height ?? 64) / 2);
  });
  await expect.poll(() => form.email.evaluate(centreHit)).toBe(false);
  await page
    .getByRole('link', { name: 'Forgot your password?' })
    .evaluate((link) => link.focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  await expect(form.email).toBeFocused();

  // The element at the focused box's centre is the box itself, not the header over it.
  await expect.poll(() => form.email.evaluate(centreHit)).toBe(true);
  const headerBox = await header(page).boundingBox();
  const shown = await form.email.boundingBox();
  expect(shown?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
});

test('a toast moves out of the way of the control that has focus', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 560 });
  await page.goto('/login');
  await loginForm(page).submit.click();
  const toast = await expectToast(page, 'Missing fields');
  const apply = page.getByRole('link', { name: 'Apply Without Signing In' });
  const centreHit = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  };
  // Scroll the link to the bottom right, under the toast, then reach it by keyboard.
  await apply.evaluate((link) => link.scrollIntoView({ block: 'end' }));
  await expect.poll(() => apply.evaluate(centreHit)).toBe(false);
  const before = await toast.boundingBox();
  await apply.evaluate((link) => link.focus({ preventScroll: true }));
  await expect(apply).toBeFocused();
  await expect.poll(() => apply.evaluate(centreHit)).toBe(true);
  // It was the toast that moved (to under the header), not the page.
  const after = await toast.boundingBox();
  expect(after?.y).not.toBe(before?.y);
});
