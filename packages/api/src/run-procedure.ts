import { isDeepStrictEqual } from 'node:util';
import {
  type AnyProcedure,
  type AnyRouter,
  getTRPCErrorFromUnknown,
  TRPCError,
} from '@trpc/server';
import { exactCheckOf, verifyingExactChecks } from './output-check';

/** What a transport hands one procedure call, as tRPC's own `procedure(options)` takes it. */
export interface ProcedureCallOptions {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex?: number;
}

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

type Middleware = ((options: Record<string, unknown>) => Promise<MiddlewareResult>) & {
  _type?: string;
};

interface ProcedureDef {
  middlewares: Middleware[];
  meta: unknown;
  output?: unknown;
}

/**
 * tRPC's output step behind a check that needs no copy (output-check.ts): an answer that
 * has exactly its schema's keys and values goes on as it is; any other is handed to
 * tRPC's own step, which strips it or fails the call as before.
 */
function checkedOutput(outputStep: Middleware, schema: unknown): Middleware {
  const check = exactCheckOf(schema);
  if (!check) return outputStep;
  const checked: Middleware = async (options) => {
    const next = options.next as () => Promise<MiddlewareResult>;
    const result = await next();
    if (!result.ok) return result;
    if (!check(result.data)) return outputStep({ ...options, next: async () => result });
    if (verifyingExactChecks()) await verifyAgainstZod(outputStep, options, result);
    return result;
  };
  checked._type = outputStep._type;
  return checked;
}

/** Tests only (verifyExactChecks): what the check passed, zod must pass unchanged. */
async function verifyAgainstZod(
  outputStep: Middleware,
  options: Record<string, unknown>,
  result: MiddlewareResult & { ok: true },
) {
  const zod = await outputStep({ ...options, next: async () => result }).catch(
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (zod.ok && isDeepStrictEqual(zod.data, result.data)) return;
  throw new Error(
    `The output check of ${String(options.path)} passed an answer that zod's output step ${zod.ok ? 'changed' : 'refused'}`,
  );
}

const chains = new WeakMap<object, Middleware[]>();

/** A procedure's chain with its output step checked first without a copy; made once. */
function chainOf(def: ProcedureDef): Middleware[] {
  let chain = chains.get(def);
  if (chain) return chain;
  const outputSteps = def.middlewares.filter((middleware) => middleware._type === 'output');
  // One output schema, `_def.output`, belongs to the one output step; with several (never
  // in this router) which schema is whose is not known, and tRPC's steps run alone.
  chain =
    outputSteps.length === 1
      ? def.middlewares.map((middleware) =>
          middleware._type === 'output' ? checkedOutput(middleware, def.output) : middleware,
        )
      : def.middlewares;
  chains.set(def, chain);
  return chain;
}

const NO_RESULT = 'No result from middlewares - did you forget to `return next()`?';

/**
 * Makes every procedure's chain, compiling its output check, ahead of the first call:
 * a check takes 2–30 ms to compile (Ajv writes and compiles its code), which on a first
 * call would hold up every other request for that long (bench:stall saw 87–93 ms). The
 * server calls this while it starts (~0.3 s for the whole router, once per process).
 */
export function prepareProcedures(router: AnyRouter): void {
  for (const procedure of Object.values(router._def.procedures as Record<string, AnyProcedure>))
    chainOf(procedure._def as unknown as ProcedureDef);
}

/**
 * Runs one procedure's middleware chain (session checks, input, output, resolver) with the
 * semantics of tRPC's own `procedure(options)`: each `next()` may extend the context
 * (merged over the one before), replace the input or the raw-input reader; a throw at any
 * level becomes `{ ok: false, error }` for the level above; the chain's final failure is
 * thrown. tRPC copies its options object with a down-levelled spread helper
 * (`Object.defineProperty` per key) twice per level, plus an async proxy and an `await`
 * per path lookup in its caller. Here the options are one plain object per level: the
 * customer's read costs ~7 % less CPU over REST and over tRPC (issue 16; decision 018,
 * amendment 3).
 *
 * Used by the HTTP transports (REST paths and the direct tRPC path); the WebSocket adapter
 * keeps tRPC's own. run-procedure.test.ts holds it to tRPC's answers, level by level.
 */
export function runProcedure(
  procedure: AnyProcedure,
  call: ProcedureCallOptions,
): Promise<unknown> {
  const def = procedure._def as unknown as ProcedureDef;
  const { meta } = def;
  const middlewares = chainOf(def);
  const level = async (
    index: number,
    ctx: unknown,
    input: unknown,
    getRawInput: () => Promise<unknown>,
  ): Promise<MiddlewareResult> => {
    const middleware = middlewares[index];
    try {
      if (!middleware) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: NO_RESULT });
      return await middleware({
        path: call.path,
        type: call.type,
        signal: call.signal,
        batchIndex: call.batchIndex,
        ctx,
        input,
        getRawInput,
        meta,
        next: (next?: NextOptions) =>
          level(
            index + 1,
            next?.ctx ? { ...(ctx as object), ...next.ctx } : ctx,
            next && 'input' in next ? next.input : input,
            next?.getRawInput ?? getRawInput,
          ),
      });
    } catch (cause) {
      return { ok: false, error: getTRPCErrorFromUnknown(cause) };
    }
  };
  return level(0, call.ctx, undefined, call.getRawInput).then((result) => {
    if (!result) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: NO_RESULT });
    if (!result.ok) throw result.error;
    return result.data;
  });
}
