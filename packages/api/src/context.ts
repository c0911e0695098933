import type { ApiTokenCredential, CoreDeps, RequestMeta, ValidSession } from '@advance/core';

/** One finished procedure call, as the transport's metrics count it. */
export interface ProcedureCall {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  ok: boolean;
  durationMs: number;
}

/** What the transport hands every procedure. Built per HTTP request or per socket. */
export interface Context {
  deps: CoreDeps;
  meta: RequestMeta;
  session: ValidSession | null;
  /**
   * Set when the request carried `Authorization: Bearer` (issue 21): the checked token,
   * or null when it was not valid. Such a request never uses a cookie session; `session`
   * is then the token owner's (or null).
   */
  apiToken?: ApiTokenCredential | null;
  /** Cookie writes go through the transport; sockets cannot set cookies and say so. */
  cookies: {
    setSession: (token: string, expiresAt: Date) => void;
    clearSession: () => void;
  };
  /** Told after every procedure call (metrics); absent when nobody measures. */
  observe?: (call: ProcedureCall) => void;
}
