import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The same WCAG 2.0–2.2 A/AA check as axe.ts, run in the page itself (axe's legacy mode)
 * instead of finishing in a blank page of its own: one injection of axe instead of two and
 * no extra page, half the time on a loaded machine. Same rules and results for pages
 * without cross-origin frames, which this app never has.
 */
export async function expectNoViolationsInPage(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label}: accessibility violations`).toEqual([]);
}
