import type { CoreDeps, RequestMeta, ValidSession } from '@advance/core';

/** What the transport hands every procedure. Built per HTTP request or per socket. */
export interface Context {
  deps: CoreDeps;
  meta: RequestMeta;
  session: ValidSession | null;
  /** Cookie writes go through the transport; sockets cannot set cookies and say so. */
  cookies: {
    setSession: (token: string, expiresAt: Date) => void;
    clearSession: () => void;
  };
}
