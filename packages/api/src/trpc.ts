import { authMessages, isStaffRole } from '@advance/contracts';
import { isDomainError } from '@advance/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { toPublicError, toTRPCError } from './errors';

const t = initTRPC.context<Context>().create({
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

/** Every procedure turns core's DomainErrors into tRPC errors with the right status. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDomainError(result.error.cause)) throw toTRPCError(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: authMessages.notSignedIn });
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

export const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isStaffRole(ctx.user.role))
    throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.forbidden });
  return next();
});

export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'super_admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.forbidden });
  }
  return next();
});
