import { expect, type Page } from '@playwright/test';

/**
 * Opens `url` and waits until the page's `live.events` subscription runs on the server
 * (tRPC answers it with a "started" frame over the /trpc WebSocket). The server sends a new
 * subscriber only what happens after that, so a test that makes something happen for this
 * page must wait for it first; the real app is not racing a test there, people are slower.
 */
export async function gotoWithLiveUpdates(page: Page, url: string) {
  let started = false;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && /"result":\{"type":"started"/.test(payload)) {
        started = true;
      }
    });
  });
  await page.goto(url);
  await expect
    .poll(() => started, {
      message: `live updates started on ${url}`,
      // Only a variable is read: look often, so the test goes on as soon as it is set.
      intervals: [25],
      timeout: 10_000,
    })
    .toBe(true);
}

type MarkedWindow = Window & { e2eSameDocument?: true };

/** Marks the page's current document (see expectSameDocument). */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).e2eSameDocument = true;
  });
}

/** The document marked earlier is still the one showing: the page was not reloaded or left. */
export async function expectSameDocument(page: Page) {
  const same = await page.evaluate(() => (window as MarkedWindow).e2eSameDocument === true);
  expect(same, `${page.url()} was not reloaded since it was marked`).toBe(true);
}
