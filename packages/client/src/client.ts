import type { AppRouter } from '@advance/api';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { clientMessages } from './messages';

/**
 * Issue 21: a typed client for internal tools. The router's type comes from @advance/api as a
 * type only: nothing of the server is loaded at run time, only @trpc/client and fetch, so it
 * runs in any Node 20+ script (no browser globals).
 */
export interface AdvanceClientOptions {
  /** The server, such as http://localhost:3000 (a URL ending in /trpc is taken as it is). */
  url: string;
  /** A personal API token (`bat_...`), sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Another fetch (a proxy, a test); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Extra headers sent with every call (a User-Agent naming the tool, say). */
  headers?: Record<string, string>;
}

export type AdvanceClient = ReturnType<typeof createAdvanceClient>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The tRPC endpoint of a server URL: `http://host:3000/` → `http://host:3000/trpc`. */
export function trpcUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(clientMessages.badUrl(url));
  }
  const base = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  return base.endsWith('/trpc') ? base : `${base}/trpc`;
}

/**
 * `createAdvanceClient({ url, token })`: every procedure the token's scopes allow, typed like
 * the SPA's. Plain HTTP, one call per request (no batching): each call is its own line in the
 * activity log and its own refusal. No cookie is ever sent or kept.
 */
export function createAdvanceClient(options: AdvanceClientOptions) {
  const token = options.token.trim();
  if (!token) throw new Error(clientMessages.noToken);
  const baseFetch = options.fetch ?? globalThis.fetch;
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: trpcUrl(options.url),
        headers: () => ({ ...options.headers, authorization: `Bearer ${token}` }),
        // No cookies either way: a token call carries no ambient credential.
        fetch: (input, init) =>
          baseFetch(input, { ...init, credentials: 'omit', redirect: 'error' } as RequestInit),
      }),
    ],
  });
}

/** What went wrong, in the server's own words when it gave any. */
export interface AdvanceError {
  message: string;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** Per-field messages of a validation refusal (400). */
  fieldErrors?: Record<string, string>;
  /** Seconds to wait after a 429 or 503. */
  retryAfterSeconds?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The causes of a failed fetch, innermost last ("fetch failed" → ECONNREFUSED). */
function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth += 1) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Any error a client call threw, as a person reads it: the server's message (its
 * `{ message }` through tRPC's error shape, or a plain JSON answer of a proxy or a hook in
 * front of tRPC), or a sentence for a server that could not be reached.
 */
export function describeError(error: unknown, url?: string): AdvanceError {
  if (!(error instanceof TRPCClientError)) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  const data = isRecord(error.data) ? error.data : {};
  const meta = isRecord(error.meta) ? error.meta : {};
  const response = meta.response instanceof Response ? meta.response : undefined;
  const status =
    typeof data.httpStatus === 'number' ? data.httpStatus : (response?.status ?? undefined);
  const header = response?.headers.get('retry-after');
  const retryAfterSeconds =
    typeof data.retryAfterSeconds === 'number'
      ? data.retryAfterSeconds
      : header && /^\d+$/.test(header)
        ? Number(header)
        : undefined;
  const fieldErrors = isRecord(data.fieldErrors)
    ? (Object.fromEntries(
        Object.entries(data.fieldErrors).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>)
    : undefined;

  let message = error.message;
  if (!error.shape) {
    // Not tRPC's error shape: a JSON `{ message }` from in front of tRPC, or no answer at all.
    const json = meta.responseJSON;
    if (isRecord(json) && typeof json.message === 'string') message = json.message;
    else if (!response) {
      const code = causeCode(error.cause);
      message = clientMessages.unreachable(url ?? 'the server', code);
    } else message = clientMessages.unexpectedAnswer(response.status);
  }
  return {
    message,
    ...(status !== undefined && { status }),
    ...(fieldErrors && Object.keys(fieldErrors).length > 0 && { fieldErrors }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}
