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
  /**
   * A staff sign-in that still needs its second step (issue 17): the password was right,
   * but this is NOT a signed-in user (`user` is null), only who the step is for.
   */
  step?: SignInStep | null;
}

/** The session stages that are not a sign-in yet (contracts' SessionStage minus 'full'). */
export type PartialStage = 'second_factor' | 'setup_second_factor';

export interface SignInStep {
  user: PublicUser;
  stage: PartialStage;
}

/** The procedure's plain HTTP form: no batching, no input. */
export const CURRENT_USER_URL = '/trpc/auth.me';
/** The session's stage; asked only for staff (a customer's session is always full). */
export const SESSION_STAGE_URL = '/trpc/auth.session';

let state: CurrentUserState = { user: undefined, failed: false, step: null };
let pending: Promise<CurrentUserState> | undefined;
const listeners = new Set<() => void>();

function publish(next: CurrentUserState): void {
  const step = next.step ?? null;
  if (next.user === state.user && next.failed === state.failed && step === (state.step ?? null))
    return;
  state = { ...next, step };
  for (const listener of listeners) listener();
}

export function currentUserState(): CurrentUserState {
  return state;
}

/** The signed-in user; a partial (second-step) session is `null`: never treated as signed in. */
export function currentUser(): PublicUser | null | undefined {
  return state.user;
}

/** The second step a partial session still has to take, if any. */
export function currentSignInStep(): SignInStep | null {
  return state.step ?? null;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After sign-in (the user the server answered) or sign-out (`null`). */
export function setCurrentUser(user: PublicUser | null): void {
  pending = undefined;
  publish({ user, failed: false, step: null });
}

/** After a staff password: not signed in until the second step is taken. */
export function setSignInStep(step: SignInStep): void {
  pending = undefined;
  publish({ user: null, failed: false, step });
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
    (answer) => {
      // A sign-in or sign-out that happened while this was in flight wins over its answer.
      if (pending === request) publish({ ...answer, failed: false });
      return state;
    },
    () => {
      if (pending === request)
        publish({ user: state.user, failed: state.user === undefined, step: state.step });
      return state;
    },
  );
  pending = request;
  return request;
}

async function askServer(
  fetchImpl: typeof fetch,
): Promise<{ user: PublicUser | null; step: SignInStep | null }> {
  const user = userIn(await getData(fetchImpl, CURRENT_USER_URL));
  // auth.me answers the user of a partial session too (so the step can greet them); only
  // the stage tells a staff member who still owes the second factor from a signed-in one.
  if (!user || user.role === 'user') return { user, step: null };
  const stage = stageIn(await getData(fetchImpl, SESSION_STAGE_URL));
  if (stage === null) return { user: null, step: null };
  if (stage === 'full') return { user, step: null };
  return { user: null, step: { user, stage } };
}

async function getData(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The session check answered ${response.status}`);
  return response.json();
}

/** `{ result: { data: { stage } | null } }`: the stage, or null when the session just ended. */
function stageIn(body: unknown): PartialStage | 'full' | null {
  const data = (body as { result?: { data?: unknown } } | null)?.result?.data;
  if (data === null) return null;
  const stage = (data as { stage?: unknown } | undefined)?.stage;
  if (stage === 'full' || stage === 'second_factor' || stage === 'setup_second_factor')
    return stage;
  throw new Error('The session check answered an unknown stage');
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
  state = { user, failed: false, step: null };
  for (const listener of listeners) listener();
}
