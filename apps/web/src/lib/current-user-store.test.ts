import type { PublicUser } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER_URL,
  currentUser,
  currentUserState,
  loadCurrentUser,
  resetCurrentUserForTests,
  setCurrentUser,
  subscribeCurrentUser,
} from './current-user-store';

const rosa: PublicUser = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: null,
  phone: null,
  role: 'user',
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
      expect(state).toEqual({ user: undefined, failed: true });
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
    expect(currentUserState()).toEqual({ user: null, failed: false });
  });

  it('asks nothing outside a browser (the build prerenders for a visitor)', async () => {
    vi.unstubAllGlobals();
    const fetchImpl = vi.fn();
    const state = await loadCurrentUser({ fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(state.user).toBeUndefined();
  });
});
