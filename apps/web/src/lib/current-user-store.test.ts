import type { PublicUser } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER_URL,
  currentSignInStep,
  currentUser,
  currentUserState,
  loadCurrentUser,
  resetCurrentUserForTests,
  SESSION_STAGE_URL,
  setCurrentUser,
  setSignInStep,
  subscribeCurrentUser,
} from './current-user-store';

const rosa: PublicUser = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: null,
  phone: null,
  role: 'user',
  locale: 'en',
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test releases by hand. */
function controlledFetch() {
  const pending: { url: string; init?: RequestInit; resolve: (r: Response) => void }[] = [];
  const fetchImpl = vi.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve) => pending.push({ url: String(url), init, resolve })),
  );
  return { fetchImpl: fetchImpl as unknown as typeof fetch, pending, calls: fetchImpl.mock.calls };
}

beforeEach(() => {
  // In a browser; the prerender (no window) never asks.
  vi.stubGlobal('window', {});
  resetCurrentUserForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadCurrentUser', () => {
  it('asks auth.me once, same-origin, and remembers a visitor as null', async () => {
    const { fetchImpl, pending, calls } = controlledFetch();
    const loading = loadCurrentUser({ fetchImpl });
    expect(currentUser()).toBeUndefined();
    expect(pending[0]?.url).toBe(CURRENT_USER_URL);
    expect(pending[0]?.init?.credentials).toBe('same-origin');
    pending[0]?.resolve(answer({ result: { data: null } }));
    expect((await loading).user).toBeNull();
    await loadCurrentUser({ fetchImpl });
    expect(calls).toHaveLength(1);
  });

  it('shares one request between fifty concurrent callers and tells each listener once', async () => {
    const { fetchImpl, pending, calls } = controlledFetch();
    const heard = vi.fn();
    const stop = subscribeCurrentUser(heard);
    const all = Promise.all(Array.from({ length: 50 }, () => loadCurrentUser({ fetchImpl })));
    pending[0]?.resolve(answer({ result: { data: rosa } }));
    const states = await all;
    expect(calls).toHaveLength(1);
    expect(states.every((state) => state.user?.id === 'u1')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports a failed check (server down, 500, unreadable body) without inventing a user', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(answer({ message: 'Service unavailable' }, 503)),
      () => Promise.resolve(new Response('<html>proxy error</html>', { status: 200 })),
      () => Promise.resolve(answer({ result: { data: { id: 7, email: ['x'], role: 'admin' } } })),
      () => Promise.resolve(answer({ result: { data: 'super_admin' } })),
    ]) {
      resetCurrentUserForTests();
      const state = await loadCurrentUser({ fetchImpl: failure as unknown as typeof fetch });
      expect(state).toEqual({ user: undefined, failed: true, step: null });
    }
  });

  it('lets a sign-in made while the check is slow win over the late answer', async () => {
    const { fetchImpl, pending } = controlledFetch();
    const loading = loadCurrentUser({ fetchImpl });
    setCurrentUser(rosa);
    pending[0]?.resolve(answer({ result: { data: null } }));
    await loading;
    expect(currentUser()).toBe(rosa);
  });

  it('asks again on refresh, and sign-out sets null at once', async () => {
    const { fetchImpl, pending, calls } = controlledFetch();
    const first = loadCurrentUser({ fetchImpl });
    pending[0]?.resolve(answer({ result: { data: null } }));
    await first;
    const again = loadCurrentUser({ fetchImpl, refresh: true });
    pending[1]?.resolve(answer({ result: { data: rosa } }));
    expect((await again).user).toEqual(rosa);
    expect(calls).toHaveLength(2);
    setCurrentUser(null);
    expect(currentUserState()).toEqual({ user: null, failed: false, step: null });
  });

  it('asks nothing outside a browser (the build prerenders for a visitor)', async () => {
    vi.unstubAllGlobals();
    const fetchImpl = vi.fn();
    const state = await loadCurrentUser({ fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(state.user).toBeUndefined();
  });
});

describe('a staff session that owes its second factor (issue 17)', () => {
  const ops: PublicUser = { ...rosa, id: 's1', email: 'ops@example.com', role: 'admin' };

  it('is no signed-in user: auth.session names the step it owes', async () => {
    const { fetchImpl, pending } = controlledFetch();
    const loading = loadCurrentUser({ fetchImpl });
    pending[0]?.resolve(answer({ result: { data: ops } }));
    await vi.waitFor(() => expect(pending[1]?.url).toBe(SESSION_STAGE_URL));
    pending[1]?.resolve(
      answer({
        result: { data: { stage: 'second_factor', secondFactorAt: null, hasSecondFactor: true } },
      }),
    );
    const state = await loading;
    expect(state.user).toBeNull();
    expect(currentSignInStep()).toEqual({ user: ops, stage: 'second_factor' });
  });

  it('is signed in once the stage is full; a customer is never asked for a stage', async () => {
    const { fetchImpl, pending, calls } = controlledFetch();
    const loading = loadCurrentUser({ fetchImpl });
    pending[0]?.resolve(answer({ result: { data: ops } }));
    await vi.waitFor(() => expect(pending[1]).toBeDefined());
    pending[1]?.resolve(
      answer({ result: { data: { stage: 'full', secondFactorAt: null, hasSecondFactor: true } } }),
    );
    expect((await loading).user).toEqual(ops);
    expect(currentSignInStep()).toBeNull();

    resetCurrentUserForTests();
    const customer = controlledFetch();
    const asking = loadCurrentUser({ fetchImpl: customer.fetchImpl });
    customer.pending[0]?.resolve(answer({ result: { data: rosa } }));
    expect((await asking).user).toEqual(rosa);
    expect(customer.calls).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('setSignInStep holds the step until the sign-in completes', () => {
    setSignInStep({ user: ops, stage: 'setup_second_factor' });
    expect(currentUser()).toBeNull();
    expect(currentSignInStep()?.stage).toBe('setup_second_factor');
    setCurrentUser(ops);
    expect(currentUser()).toEqual(ops);
    expect(currentSignInStep()).toBeNull();
  });
});
