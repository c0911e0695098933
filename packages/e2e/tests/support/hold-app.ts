import type { Page } from '@playwright/test';

/**
 * Holds back the app's start chunk (`start-app-*.js`, its idle prefetch included) until the
 * returned function is called: what a visitor does before a slow phone has the app, made
 * deterministic (issue 15's early input and first use).
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/start-app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
