import { CLIENT_SESSION_ID } from '@advance/tracker-schemas/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, openPage, type Sent, type TrackerPage } from './testing/tracker-page';

const STORED = `sess_1700000000000_${'a'.repeat(22)}`;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A started tab: the session and its first page view are on the server. */
async function started(options?: Parameters<typeof openPage>[0]) {
  const page = await openPage(options);
  page.tracker.startTracker();
  await page.wait();
  return page;
}

const sessionIdOf = (page: TrackerPage) => page.tracker.currentVisitorSessionId() ?? '';

describe('privacy', () => {
  it.each([
    ['Do-Not-Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing at all under %s', async (_, options) => {
    const page = await started(options);
    page.win.history.pushState({}, '', '/about');
    page.document.getElementById('main')?.click();
    page.tracker.trackGoal('application_started');
    await page.wait(60_000);
    page.leave();

    expect(page.sent).toEqual([]);
    expect(page.win.sessionStorage.length).toBe(0);
    expect(page.document.cookie).toBe('');
    expect(page.tracker.currentVisitorSessionId()).toBeNull();
  });
});

describe('the visit', () => {
  it('starts a session, then records the entry page', async () => {
    const page = await started({
      url: 'https://advance.test/reset-password?token=secret&lang=en',
      referrer: 'https://www.google.com/search?q=cash+advance',
    });

    const [start, view] = page.sent;
    const sessionId = sessionIdOf(page);
    expect(sessionId).toMatch(CLIENT_SESSION_ID);
    expect(sessionId.slice(5, 18)).toBe(String(Date.now()));
    expect(start).toEqual({
      method: 'POST',
      path: '/api/sessions',
      body: {
        sessionId,
        timezone: expect.any(String),
        screenResolution: expect.stringMatching(/^\d+x\d+$/),
        referrer: 'https://www.google.com/search',
      },
    });
    expect(view).toEqual({
      method: 'POST',
      path: '/api/page-views',
      body: {
        sessionId,
        path: '/reset-password',
        title: 'Home | Benefit Advance',
        // The reset token never leaves the browser.
        queryParams: { lang: 'en' },
        referrerPage: 'https://www.google.com/search',
        isEntryPage: true,
      },
    });
    expect(page.win.sessionStorage.getItem('advance.visitor')).toBe(sessionId);
    expect(page.document.cookie).toBe('');
  });

  it('goes on after a reload in the same tab', async () => {
    const page = await started({ storedSessionId: STORED });

    expect(page.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/sessions/${STORED}`,
      'POST /api/page-views',
    ]);
    expect(page.sent[1]?.body).toMatchObject({ sessionId: STORED, isEntryPage: false });
    expect(page.tracker.currentVisitorSessionId()).toBe(STORED);
  });

  it('starts a new visit when the server no longer knows the stored one', async () => {
    const page = await started({
      storedSessionId: STORED,
      answer: (r) => (r.method === 'GET' ? { status: 404, body: { message: 'gone' } } : undefined),
    });

    const sessionId = sessionIdOf(page);
    expect(sessionId).not.toBe(STORED);
    expect(page.requests('POST', '/api/sessions')[0]?.body).toMatchObject({ sessionId });
    expect(page.win.sessionStorage.getItem('advance.visitor')).toBe(sessionId);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('sends nothing more when the session cannot start, and only warns in the console', async () => {
    const page = await started({
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    page.document.getElementById('main')?.click();
    await page.wait(60_000);
    page.leave();

    expect(page.sent.map((r) => r.path)).toEqual(['/api/sessions']);
    expect(page.warn).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
    expect(page.tracker.currentVisitorSessionId()).toBeNull();
  });
});

describe('page views in the single-page app', () => {
  it('records each new path once it settled and closes the previous view', async () => {
    const page = await started();
    const sessionId = sessionIdOf(page);
    await page.wait(4_000);
    page.document.getElementById('main')?.click();
    page.win.history.pushState({}, '', '/about?tab=story');
    page.document.title = 'About Us | Benefit Advance';
    await page.wait(300);

    expect(page.requests('PATCH', '/api/page-views')).toEqual([
      {
        method: 'PATCH',
        path: '/api/page-views/pv-1',
        body: { sessionId, timeOnPage: 4, isExitPage: false, clicks: 1 },
      },
    ]);
    expect(page.requests('POST', '/api/page-views')[1]?.body).toEqual({
      sessionId,
      path: '/about',
      title: 'About Us | Benefit Advance',
      queryParams: { tab: 'story' },
      referrerPage: '/',
      isEntryPage: false,
    });
  });

  it('counts a change of query only, or a redirect chain, as no new page', async () => {
    const page = await started();
    page.win.history.replaceState({ key: 1 }, '', '/?filter=open');
    await page.wait(1_000);
    expect(page.requests('POST', '/api/page-views')).toHaveLength(1);

    page.win.history.pushState({}, '', '/dashboard');
    page.win.history.replaceState({}, '', '/login?next=%2Fdashboard');
    await page.wait(1_000);
    const views = page.requests('POST', '/api/page-views').map((r) => r.body?.path);
    expect(views).toEqual(['/', '/login']);
  });

  it('follows back and forward', async () => {
    const page = await started();
    page.win.history.pushState({}, '', '/about');
    await page.wait(300);
    page.win.history.back();
    await vi.waitFor(() => expect(page.win.location.pathname).toBe('/'));
    await page.wait(300);

    const views = page.requests('POST', '/api/page-views').map((r) => r.body?.path);
    expect(views).toEqual(['/', '/about', '/']);
  });

  it('waits 200 ms once for the session, then skips the view (spec part 4)', async () => {
    const session = later<{ status: number; body: unknown }>();
    const page = await openPage({
      answer: (r) => (r.path === '/api/sessions' ? session.promise : undefined),
    });
    page.tracker.startTracker();
    page.win.history.pushState({}, '', '/about');
    await page.wait(300 + 199);
    expect(page.requests('POST', '/api/page-views')).toEqual([]);

    await page.wait(1 + 10_000);
    // One wait, no retry loop: nothing but the session start, and no timer but the heartbeat.
    expect(page.sent.map((r) => r.path)).toEqual(['/api/sessions']);
    expect(vi.getTimerCount()).toBe(1);

    // The session arrives at last: the page the visitor is on becomes the entry page.
    session.settle({ status: 201, body: { id: 'db-session' } });
    await page.wait();
    expect(page.requests('POST', '/api/page-views').map((r) => r.body)).toEqual([
      expect.objectContaining({ path: '/about', isEntryPage: true }),
    ]);
  });

  it('records the view when the session arrives within the 200 ms wait', async () => {
    const session = later<{ status: number; body: unknown }>();
    const page = await openPage({
      answer: (r) => (r.path === '/api/sessions' ? session.promise : undefined),
    });
    page.tracker.startTracker();
    page.win.history.pushState({}, '', '/about');
    await page.wait(300 + 100);
    session.settle({ status: 201, body: { id: 'db-session' } });
    await page.wait(1_000);

    expect(page.requests('POST', '/api/page-views').map((r) => r.body?.path)).toEqual(['/about']);
  });
});

describe('interactions', () => {
  it('records a click with the id and trimmed text of the button it landed in', async () => {
    const page = await started();
    page.document.body.innerHTML = `<button id="apply"><svg></svg><span>  Apply
      now </span></button><p id="note">Jane Doe, 555-0100</p>`;
    page.document
      .querySelector('svg')
      ?.dispatchEvent(new page.win.MouseEvent('click', { bubbles: true }));
    page.document.getElementById('note')?.click();
    await page.wait();

    expect(page.requests('POST', '/api/interactions').map((r) => r.body)).toEqual([
      {
        sessionId: sessionIdOf(page),
        eventType: 'click',
        eventAction: 'click',
        path: '/',
        elementId: 'apply',
        elementText: 'Apply now',
        pageViewId: 'pv-1',
      },
      // Not a control: its text may be the visitor's own data, so only the id.
      expect.objectContaining({ elementId: 'note', elementText: null }),
    ]);
  });

  it('cuts a long text to 100 characters and still sees clicks the app stops', async () => {
    const page = await started();
    page.document.body.innerHTML = `<a href="#x" id="long">${'Read more '.repeat(20)}</a>`;
    const link = page.document.getElementById('long');
    link?.addEventListener('click', (event) => event.stopPropagation());
    link?.click();
    await page.wait();

    const text = page.requests('POST', '/api/interactions')[0]?.body?.elementText;
    expect(text).toBe('Read more '.repeat(10));
  });

  it('records a form submit with the form id', async () => {
    const page = await started();
    page.document.body.innerHTML = '<form id="login-form"><input name="email"></form>';
    page.document
      .getElementById('login-form')
      ?.dispatchEvent(new page.win.Event('submit', { bubbles: true, cancelable: true }));
    await page.wait();

    expect(page.requests('POST', '/api/interactions')[0]?.body).toMatchObject({
      eventType: 'form_submit',
      eventAction: 'submit',
      elementId: 'login-form',
      pageViewId: 'pv-1',
    });
  });
});

describe('goals', () => {
  it('reports a conversion with its amount', async () => {
    const page = await started();
    page.tracker.trackGoal('application_submitted', 500);
    await page.wait();

    expect(page.requests('POST', '/api/goals')).toEqual([
      {
        method: 'POST',
        path: '/api/goals',
        body: { sessionId: sessionIdOf(page), goalType: 'application_submitted', goalValue: 500 },
      },
    ]);
  });
});

describe('activity', () => {
  it('beats every 30 s while visible and updates the session when the page hides', async () => {
    const page = await started();
    const updates = () => page.requests('PATCH', '/api/sessions');
    await page.wait(60_000);
    expect(updates()).toHaveLength(2);
    expect(updates()[0]).toEqual({
      method: 'PATCH',
      path: `/api/sessions/${sessionIdOf(page)}`,
      body: {},
    });

    page.setHidden(true);
    expect(updates()[2]).toMatchObject({ keepalive: true });
    await page.wait(90_000);
    expect(updates()).toHaveLength(3);
  });
});

describe('the end', () => {
  const ends = (page: TrackerPage): Sent[] => page.sent.filter((r) => r.path.endsWith('/end'));

  it('closes the page as exit and sends one end by beacon on unload', async () => {
    const page = await started();
    const sessionId = sessionIdOf(page);
    await page.wait(65_000);
    page.leave();
    await page.wait();

    expect(ends(page)).toEqual([
      {
        method: 'POST',
        path: `/api/sessions/${sessionId}/end`,
        body: { totalDuration: 65, bounced: true },
        beacon: true,
      },
    ]);
    expect(page.requests('PATCH', '/api/page-views')).toEqual([
      {
        method: 'PATCH',
        path: '/api/page-views/pv-1',
        body: { sessionId, timeOnPage: 65, isExitPage: true, clicks: 0 },
        keepalive: true,
      },
    ]);
  });

  it('is not bounced after two interactions', async () => {
    const page = await started();
    page.document.getElementById('main')?.click();
    page.document.getElementById('main')?.click();
    page.leave();

    expect(ends(page)[0]?.body).toEqual({ totalDuration: 0, bounced: false });
  });

  it('falls back to a keep-alive fetch without sendBeacon', async () => {
    const page = await started({ sendBeacon: false });
    page.leave();

    expect(ends(page)).toEqual([
      expect.objectContaining({ method: 'POST', keepalive: true, body: expect.any(Object) }),
    ]);
  });

  it('opens a new view when the page comes back from the back/forward cache', async () => {
    const page = await started();
    page.leave(true);
    page.win.dispatchEvent(new page.win.PageTransitionEvent('pageshow', { persisted: true }));
    await page.wait();

    expect(ends(page)).toHaveLength(1);
    expect(page.requests('POST', '/api/page-views').map((r) => r.body?.isEntryPage)).toEqual([
      true,
      false,
    ]);
  });
});
