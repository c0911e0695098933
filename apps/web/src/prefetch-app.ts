/** The element of a prerendered page that holds its app's prefetch links (build/prerender-plugin.ts). */
export const APP_FILES_ID = 'app-files';

interface SaveDataConnection {
  saveData?: boolean;
}

/**
 * Fetches the app's files into the cache once the page has loaded and the browser is idle,
 * so that waking it on first use (first-use.ts) does not wait for the network. Not when the
 * visitor asked to save data: they download the app only if they use the page.
 */
export function prefetchAppWhenIdle(doc: Document = document, win: Window = window): void {
  const files = doc.getElementById(APP_FILES_ID);
  if (!(files instanceof HTMLTemplateElement)) return;
  if ((win.navigator as Navigator & { connection?: SaveDataConnection }).connection?.saveData)
    return;
  const add = () => doc.head.append(files.content.cloneNode(true));
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(add, { timeout: 5_000 })
      : win.setTimeout(add, 1_000);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
