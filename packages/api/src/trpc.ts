import {
  type ApiTokenScope,
  apiTokenMessages,
  authMessages,
  isStaffRole,
  mfaMessages,
  type PublicUser,
} from '@advance/contracts';
import {
  authorizeTokenCall,
  hasRecentSecondFactor,
  isDatabaseUnavailable,
  isDomainError,
  logAccessDenied,
  sessionGate,
  sessionGateMessage,
} from '@advance/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { toPublicError, toTRPCError, unavailableError } from './errors';

/**
 * What a procedure declares about itself. `tokenScope`: the API-token scope that lets a
 * token call it (issue 21). A procedure without one refuses every token: tokens reach only
 * what was opened to them on purpose, never a customer path or account security.
 */
export interface ProcedureMeta {
  tokenScope?: ApiTokenScope;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // WebSocket is the one live transport (decision 009): its connections are registered
    // and closed when their session ends; an HTTP event stream would outlive a sign-out.
    sse: { enabled: false },
    errorFormatter({ shape, error }) {
      const pub = toPublicError(error);
      return {
        message: pub.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: pub.status,
          path: shape.data.path,
          fieldErrors: pub.fieldErrors,
          retryAfterSeconds: pub.retryAfterSeconds,
        },
      };
    },
  });

export const router = t.router;

export const createCallerFactory = t.createCallerFactory;

/**
 * Calls made with an API token (issue 21): a token that did not check out is 401 on every
 * path; a valid one passes authorizeTokenCall (rate limit, the procedure's declared scope,
 * the activity log) before the procedure's own rules, which then apply to its owner as to
 * a session. The refusal, or null when the call may go on.
 */
async function tokenRefusal(
  ctx: Context,
  scope: ApiTokenScope | undefined,
  path: string,
): Promise<TRPCError | null> {
  if (!ctx.apiToken) {
    return new TRPCError({ code: 'UNAUTHORIZED', message: apiTokenMessages.invalidToken });
  }
  try {
    await authorizeTokenCall(ctx.deps, ctx.apiToken, { path, scope }, ctx.meta);
    return null;
  } catch (error) {
    if (isDomainError(error)) return toTRPCError(error);
    if (isDatabaseUnavailable(error)) return unavailableError(error);
    throw error;
  }
}

/** What a middleware's `next()` resolves with, as far as the transport rules read it. */
type CallResult = { ok: true } | { ok: false; error: TRPCError };

/**
 * Every procedure turns core's DomainErrors into tRPC errors with the right status, and an
 * unreachable database into 503 (SERVICE_UNAVAILABLE) rather than a 500. It also times
 * every call, refusals included, for the transport's metrics (Context.observe), and checks
 * calls made with an API token. `proceed` is the rest of the call: `next()`, or the session
 * check of publicProcedure, partialSessionProcedure or authedProcedure before it. Those
 * checks run inside this one middleware rather than as a layer of their own: tRPC copies
 * the call's options and context for every layer, on every call (issue 16).
 */
async function underTransportRules<R extends CallResult>(
  {
    ctx,
    meta,
    path,
    type,
  }: {
    ctx: Context;
    meta: ProcedureMeta | undefined;
    path: string;
    type: 'query' | 'mutation' | 'subscription';
  },
  proceed: () => Promise<R>,
): Promise<R> {
  const observe = ctx.observe;
  const started = observe ? performance.now() : 0;
  let result: R | undefined;
  try {
    const refusal =
      ctx.apiToken === undefined ? null : await tokenRefusal(ctx, meta?.tokenScope, path);
    if (refusal) throw refusal;
    result = await proceed();
  } finally {
    observe?.({ path, type, ok: result?.ok ?? false, durationMs: performance.now() - started });
  }
  if (result.ok) return result;
  if (isDomainError(result.error.cause)) throw toTRPCError(result.error.cause);
  if (isDatabaseUnavailable(result.error.cause)) throw unavailableError(result.error.cause);
  return result;
}

/**
 * The session as it is, partial or not: only for the procedures a half-finished sign-in
 * needs (who am I, sign out, sign in again, how far did I get). Everything else is built
 * on publicProcedure or authedProcedure, which never see a partial session act.
 */
export const anyStageProcedure = t.procedure.use((opts) =>
  underTransportRules(opts, () => opts.next()),
);

/**
 * Open to everyone. A session that may not act yet (a staff password without its second
 * factor, decision 021) counts as no session here: it reaches nothing a visitor could not.
 */
export const publicProcedure = t.procedure.use((opts) =>
  underTransportRules(opts, () => {
    const { ctx, next } = opts;
    if (!ctx.session || sessionGate(ctx.session) === 'ok') return next();
    // tRPC merges what next() is given into the context: only the changed keys (issue 16).
    return next({ ctx: { session: null } });
  }),
);

const notSignedIn = () =>
  new TRPCError({ code: 'UNAUTHORIZED', message: authMessages.notSignedIn });

/**
 * Signed in, at any stage: the second-factor step and its setup (auth.mfa.*, passkeys).
 * Core decides what each stage may do there.
 */
export const partialSessionProcedure = t.procedure.use((opts) =>
  underTransportRules(opts, async () => {
    const { ctx, next } = opts;
    if (!ctx.session) throw notSignedIn();
    return next({ ctx: { session: ctx.session, user: ctx.session.user } });
  }),
);

/**
 * Fully signed in. A partial session is refused with 403 and what it still owes; so is a
 * staff member who has no second factor at all (staff data never with a password alone).
 */
export const authedProcedure = t.procedure.use((opts) =>
  underTransportRules(opts, async () => {
    const { ctx, next } = opts;
    if (!ctx.session) throw notSignedIn();
    const gate = sessionGate(ctx.session);
    if (gate !== 'ok')
      throw new TRPCError({ code: 'FORBIDDEN', message: sessionGateMessage(gate) });
    return next({ ctx: { session: ctx.session, user: ctx.session.user } });
  }),
);

/**
 * A signed-in user refused for their role: the attempt goes to the activity log (at most
 * once per user, path and minute, see logAccessDenied) before the 403 is answered. REST
 * paths call these same procedures, so both transports are covered here once.
 */
async function refuse(ctx: Context & { user: PublicUser }, path: string): Promise<TRPCError> {
  await logAccessDenied(ctx.deps, ctx.user, path, ctx.meta);
  return new TRPCError({ code: 'FORBIDDEN', message: authMessages.forbidden });
}

export const staffProcedure = authedProcedure.use(async ({ ctx, path, next }) => {
  if (!isStaffRole(ctx.user.role)) throw await refuse(ctx, path);
  return next();
});

export const superAdminProcedure = authedProcedure.use(async ({ ctx, path, next }) => {
  if (ctx.user.role !== 'super_admin') throw await refuse(ctx, path);
  return next();
});

/**
 * Step-up (decision 021): sensitive staff actions need the second factor given within the
 * last 5 minutes on this session (auth.mfa.verify on a full session refreshes it). The web
 * app recognises the refusal by its exact message and asks for a code.
 */
export const requireStepUp = t.middleware(({ ctx, next }) => {
  // A token call got here only through a scope this procedure declares (tokenRules): the
  // owner gave the second factor when creating the token and granted exactly this.
  if (ctx.apiToken) return next();
  if (!ctx.session || !hasRecentSecondFactor(ctx.session, ctx.deps.now())) {
    throw new TRPCError({ code: 'FORBIDDEN', message: mfaMessages.stepUpRequired });
  }
  return next();
});

export const stepUpProcedure = staffProcedure.use(requireStepUp);

export const superAdminStepUpProcedure = superAdminProcedure.use(requireStepUp);
