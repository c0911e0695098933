import type { PublicUser } from '@advance/contracts';

/**
 * Who is signed in, known without the data layer (issue 15): the landing page must not ship
 * React Query and the tRPC client only to learn that its visitor is a visitor. One GET of
 * the existing `auth.me` procedure (200 with `null` for a visitor, so no failed request shows
 * in the console) fills it once; sign-in and sign-out set it directly.
 *
 * `user`: a user, `null` when signed out, `undefined` while unknown. `failed`: the check
 * itself failed (server unreachable), so the site renders as for a visitor.
 */
export interface CurrentUserState {
  user: PublicUser | null | undefined;
  failed: boolean;
}

/** The procedure's plain HTTP form: no batching, no input. */
export const CURRENT_USER_URL = '/trpc/auth.me';

let state: CurrentUserState = { user: undefined, failed: false };
let pending: Promise<CurrentUserState> | undefined;
const listeners = new Set<() => void>();

function publish(next: CurrentUserState): void {
  if (next.user === state.user && next.failed === state.failed) return;
  state = next;
  for (const listener of listeners) listener();
}

export function currentUserState(): CurrentUserState {
  return state;
}

export function currentUser(): PublicUser | null | undefined {
  return state.user;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After sign-in (the user the server answered) or sign-out (`null`). */
export function setCurrentUser(user: PublicUser | null): void {
  pending = undefined;
  publish({ user, failed: false });
}

/**
 * Asks the server once; every caller meanwhile shares the same request. `refresh` asks again
 * (after a change made elsewhere, such as a new session). Never rejects. Outside a browser
 * (the build's prerender) nobody is signed in and nothing is fetched.
 */
export function loadCurrentUser({
  refresh = false,
  fetchImpl = globalThis.fetch,
}: {
  refresh?: boolean;
  fetchImpl?: typeof fetch;
} = {}): Promise<CurrentUserState> {
  if (typeof window === 'undefined') return Promise.resolve(state);
  if (pending && !refresh) return pending;
  if (!refresh && (state.user !== undefined || state.failed)) return Promise.resolve(state);
  const request = askServer(fetchImpl).then(
    (user) => {
      // A sign-in or sign-out that happened while this was in flight wins over its answer.
      if (pending === request) publish({ user, failed: false });
      return state;
    },
    () => {
      if (pending === request) publish({ user: state.user, failed: state.user === undefined });
      return state;
    },
  );
  pending = request;
  return request;
}

async function askServer(fetchImpl: typeof fetch): Promise<PublicUser | null> {
  const response = await fetchImpl(CURRENT_USER_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The session check answered ${response.status}`);
  const body: unknown = await response.json();
  return userIn(body);
}

/** `{ result: { data: user | null } }`; anything else is an unreadable answer. */
function userIn(body: unknown): PublicUser | null {
  const data = (body as { result?: { data?: unknown } } | null)?.result?.data;
  if (data === null) return null;
  if (
    typeof data === 'object' &&
    data !== undefined &&
    typeof (data as PublicUser).id === 'string' &&
    typeof (data as PublicUser).email === 'string' &&
    typeof (data as PublicUser).role === 'string'
  ) {
    return data as PublicUser;
  }
  throw new Error('The session check answered something that is not a user');
}

/** Tests only: back to "unknown". */
export function resetCurrentUserForTests(user: PublicUser | null | undefined = undefined): void {
  pending = undefined;
  state = { user, failed: false };
  for (const listener of listeners) listener();
}
