import { authMessages, isStaffRole, type PublicUser } from '@advance/contracts';
import { isDatabaseUnavailable, isDomainError, logAccessDenied } from '@advance/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { toPublicError, toTRPCError, unavailableError } from './errors';

const t = initTRPC.context<Context>().create({
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
 * Every procedure turns core's DomainErrors into tRPC errors with the right status, and an
 * unreachable database into 503 (SERVICE_UNAVAILABLE) rather than a 500. It also times
 * every call, refusals included, for the transport's metrics (Context.observe). One
 * middleware rather than two: each layer costs every call a round of context copies.
 */
const transportRules = t.middleware(async ({ ctx, path, type, next }) => {
  const observe = ctx.observe;
  const started = observe ? performance.now() : 0;
  const result = await next();
  observe?.({ path, type, ok: result.ok, durationMs: performance.now() - started });
  if (result.ok) return result;
  if (isDomainError(result.error.cause)) throw toTRPCError(result.error.cause);
  if (isDatabaseUnavailable(result.error.cause)) throw unavailableError(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.use(transportRules);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: authMessages.notSignedIn });
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

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
