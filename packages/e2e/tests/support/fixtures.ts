import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every test fails if any page it opened logged a Content Security Policy violation or
 * threw an uncaught error: both mean the app is broken in a real browser even when the
 * screen looks right.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) {
            problems.push(`CSP violation on ${page.url()}: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => {
          problems.push(`Uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'CSP violations or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
