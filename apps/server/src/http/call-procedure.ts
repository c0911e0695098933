import { type Caller, type Context, createLeanCaller, toPublicError } from '@advance/api';
import type { CoreDeps } from '@advance/core';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { createRequestContext } from './request-context';

export interface RestDeps {
  deps: CoreDeps;
  config: Config;
}

/**
 * Runs one tRPC procedure for a REST path, so both doors share validation, authorization
 * and errors: the lean caller runs the same chain tRPC runs (decision 018, amendment 3).
 * Errors become `{ message, errors? }` with the matching status (docs/architecture.md §6).
 */
export async function callProcedure<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { deps, config }: RestDeps,
  call: (caller: Caller, ctx: Context) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  const ctx = await createRequestContext(request, reply, deps, config);
  try {
    return { ok: true, value: await call(createLeanCaller(ctx), ctx) };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const pub = toPublicError(error);
    if (pub.status >= 500) request.log.error({ err: error }, 'Procedure failed');
    if (pub.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(pub.retryAfterSeconds));
    await reply.code(pub.status).send({
      message: pub.message,
      ...(pub.fieldErrors && { errors: pub.fieldErrors }),
    });
    return { ok: false };
  }
}

/** The common case: answer with the procedure's result as JSON. */
export async function sendProcedure<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  restDeps: RestDeps,
  call: (caller: Caller, ctx: Context) => Promise<T>,
  status = 200,
): Promise<void> {
  const result = await callProcedure(request, reply, restDeps, call);
  if (result.ok) await reply.code(status).send(result.value);
}

/**
 * REST bodies go to procedures as they came: the procedure's input schema is the one
 * validator, so no type is claimed here. A missing body counts as an empty object, so the
 * client gets per-field messages rather than "expected object".
 */
export const untrusted = (value: unknown): never => (value ?? {}) as never;
