import type {
  Goal,
  Interaction,
  PageView,
  PageViewUpdate,
  SessionEnd,
  SessionStart,
  SessionUpdate,
} from '@advance/tracker-schemas';
import {
  TRACKER_HEARTBEAT_MS,
  TRACKER_PAGE_VIEW_WAIT_MS,
  TRACKER_ROUTE_SETTLE_MS,
} from '@advance/tracker-schemas/constants';
import { describeClick, elementId } from './element-text';
import { GOAL_EVENT, type GoalDetail } from './goal';
import { isBounce, wholeSeconds } from './measures';
import { trackingRefused } from './privacy';
import { queryObject, withoutQuery } from './query-params';
import { createSender, json } from './send';
import { newClientSessionId, sessionStartedAt } from './session-id';
import { storedVisit } from './storage';

export interface TrackerOptions {
  /** Where the tracker API lives; same origin by default. */
  baseUrl?: string;
}

/**
 * The tracked visit's client id once the server has it: null before (records cannot point
 * at the session yet), and when not tracking.
 */
let running: string | null = null;

/** For the SPA's own requests: lets the server tie this visit to the applicant it creates. */
export const currentVisitorSessionId = (): string | null => running;

/**
 * Starts tracking this page (spec parts 1, 4, 7) unless the visitor refused it (DNT, GPC).
 * Device, browser, referrer type, UTM and location are the server's job; the browser sends
 * only what the server cannot see. Once per page, with no way to stop: that would cost
 * bytes every visitor downloads (the tests give each case a fresh window instead).
 */
export function startTracker({ baseUrl = '' }: TrackerOptions = {}): void {
  if (trackingRefused()) return;
  const send = createSender(baseUrl);
  // The server checks a stored id; a malformed one is refused and a new visit starts.
  let sessionId = storedVisit();
  /** In this page; the server counts the whole visit's from what it stored. */
  let interactions = 0;
  const referrer = withoutQuery(document.referrer);
  let entered = false;
  let previousPath: string | undefined;
  // The open page view; it stays open until the next one or the end of the session.
  let viewId: Promise<string | undefined> | undefined;
  let viewPath = '';
  let viewOpenedAt = 0;
  let viewClicks = 0;

  const sessionPath = () => `/api/sessions/${sessionId}`;
  // An empty update: the server stamps lastActiveAt with its own clock (schemas.ts: times
  // are the server's).
  const touch = (keepalive?: boolean) =>
    running && send('PATCH', sessionPath(), {} satisfies SessionUpdate, keepalive);

  /** The open view learns how long it was looked at; each view is closed once. */
  const close = async (exit: boolean) => {
    const update = {
      sessionId,
      timeOnPage: wholeSeconds(viewOpenedAt),
      isExitPage: exit,
      clicks: viewClicks,
    } satisfies PageViewUpdate;
    const closing = viewId;
    viewId = undefined;
    viewPath = '';
    const id = await closing;
    if (id) send('PATCH', `/api/page-views/${id}`, update, exit);
  };

  /**
   * Records the current path as a page view; a new pathname only: the query holds screen
   * state (a typed filter would otherwise count as pages) and is kept in queryParams.
   * Spec part 4: when the session is not on the server yet, wait 200 ms once, then skip.
   */
  const pageView = (retried?: boolean) => {
    if (!running) {
      if (!retried) setTimeout(pageView, TRACKER_PAGE_VIEW_WAIT_MS, true);
      return;
    }
    const path = location.pathname;
    if (path === viewPath) return;
    close(false);
    viewId = send('POST', '/api/page-views', {
      sessionId,
      path,
      title: document.title.slice(0, 300),
      queryParams: queryObject(location.search),
      referrerPage: previousPath ?? referrer,
      isEntryPage: !entered,
    } satisfies PageView).then((answer) => answer?.id);
    entered = true;
    previousPath = viewPath = path;
    viewOpenedAt = Date.now();
    viewClicks = 0;
  };

  /**
   * The URL changed: the view is recorded once the screen settled. A redirect chain leaves
   * several timers; the first records where it ended, the others find the same path.
   */
  const routeChanged = () => setTimeout(pageView, TRACKER_ROUTE_SETTLE_MS);

  /** A click (element id, text of a link or button) or a form submit (form id). */
  const interact = async (
    eventType: Interaction['eventType'],
    eventAction: string,
    target: Pick<Interaction, 'elementId' | 'elementText'>,
  ) => {
    interactions++;
    if (eventType === 'click') viewClicks++;
    if (running)
      send('POST', '/api/interactions', {
        sessionId,
        eventType,
        eventAction,
        path: location.pathname,
        ...target,
        // Last: the view's id may still be on its way (a click right after a route change).
        pageViewId: (await viewId) ?? null,
      } satisfies Interaction);
  };

  /** The visit stored in this tab goes on (a reload); otherwise a new one starts. */
  const begin = async () => {
    entered = Boolean(sessionId && (await send('GET', sessionPath()))?.id);
    if (!entered) {
      sessionId = newClientSessionId();
      storedVisit(sessionId);
      const start = {
        sessionId,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        screenResolution: `${screen.width}x${screen.height}`,
        referrer,
      } satisfies SessionStart;
      if (!(await send('POST', '/api/sessions', start))?.id) return;
    }
    running = sessionId;
    // The first view waits for the session rather than risk the 200 ms rule.
    pageView();
  };
  void begin();

  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      routeChanged();
    };
  }
  addEventListener('popstate', routeChanged);

  // Capture: a click or submit the app stops from propagating still counts.
  addEventListener(
    'click',
    (event) => interact('click', 'click', describeClick(event.target)),
    true,
  );
  addEventListener(
    'submit',
    (event) => interact('form_submit', 'submit', { elementId: elementId(event.target) }),
    true,
  );

  // The server measures the time to conversion from the visit's start and marks the visit
  // converted with an application_submitted goal, in one write: the goal says it all.
  addEventListener(
    GOAL_EVENT,
    (event) =>
      running &&
      send('POST', '/api/goals', {
        sessionId,
        ...(event as CustomEvent<GoalDetail>).detail,
      } satisfies Goal),
  );

  setInterval(() => document.hidden || touch(), TRACKER_HEARTBEAT_MS);
  addEventListener('visibilitychange', () => document.hidden && touch(true));

  // Spec part 4: the end is sent once, on unload, and must outlive the page (a beacon). A
  // page hides once per life, so one page sends one end; a page back from the back/forward
  // cache (or a reload, which resumes the visit) hides and ends again, with the whole
  // duration so far.
  addEventListener('pagehide', () => {
    if (!running) return;
    close(true);
    const endPath = `${sessionPath()}/end`;
    const end = {
      totalDuration: wholeSeconds(sessionStartedAt(sessionId)),
      bounced: isBounce(interactions),
    } satisfies SessionEnd;
    // A keep-alive fetch outlives the page too, where there is no beacon.
    if (!navigator.sendBeacon?.(baseUrl + endPath, json(end))) send('POST', endPath, end, true);
  });
  // Back from the back/forward cache: the page is looked at again, so it gets a new view.
  addEventListener('pageshow', (event) => event.persisted && pageView());
}
