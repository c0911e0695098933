import { startTracker } from '@advance/tracker';
import { guardNativeSubmit, holdEarlyInput } from './early-input';
import { onFirstUse, startOnce } from './first-use';
import { loadCurrentUser } from './lib/current-user-store';
import { prefetchAppWhenIdle } from './prefetch-app';
import { tabNeedsAppAtOnce } from './wake-at-once';
import './styles.css';

/**
 * The page's only static script (issue 15). The HTML is already painted (prerendered public
 * pages) and readable without it; this guards early input, starts the visit's tracking and
 * starts the app (React, the router and the page's own code, separate files that hydrate
 * the page): at once for the app shell, at first use for a prerendered page (decision 030).
 * Its size is what the landing page's budget test calls first-load JS.
 */

// A prerendered page can be clicked before it hydrates: hold that until it can answer.
const root = document.getElementById('root');
const prerendered = Boolean(root?.firstElementChild);
if (root) guardNativeSubmit(root);
if (root && prerendered) holdEarlyInput(root);

const startApp = startOnce(() => import('./start-app'));

// In a task of its own, after the page has been laid out: the tracker's start (time zone,
// session) is not added to the work that paints the page. Before the app, so the tracker
// sees the router's first history change.
setTimeout(() => {
  startTracker();
  if (!prerendered) {
    startApp();
    // The app shell is for signed-in screens, which may toast before a redirect (a visitor
    // on /dashboard, 500 ms): the toast viewport downloads alongside the app, not after it.
    void import('./components/ui/lazy-toaster').then((m) => m.preloadToaster());
    return;
  }
  // A prerendered page is complete as it stands for a visitor: its app wakes on first use
  // (first-use.ts). A signed-in visitor's header and a draft in progress differ from the
  // page as built, so those wake it at once.
  prefetchAppWhenIdle();
  const stopWaiting = onFirstUse(startApp);
  const wake = () => {
    stopWaiting();
    startApp();
  };
  if (tabNeedsAppAtOnce()) return wake();
  void loadCurrentUser().then((state) => {
    if (state.user || state.step) wake();
  });
}, 0);
