import { type AnyProcedure, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { appRouter, type createCaller } from './root';
import { runProcedure } from './run-procedure';

/** The typed server-side caller: `caller.applications.mine()`, as tRPC's createCaller gives. */
export type Caller = ReturnType<typeof createCaller>;

// The router has no lazy parts, so every path is in this flat record from the start.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;

function callTarget() {}

/** One step of a caller's path: further property reads extend it, a call runs it. */
function pathProxy(ctx: Context, path: string): unknown {
  return new Proxy(callTarget, {
    get: (_target, key) => {
      // Never a thenable: `await caller` must not call a procedure named "then".
      if (typeof key !== 'string' || key === 'then') return undefined;
      return pathProxy(ctx, path ? `${path}.${key}` : key);
    },
    apply: (_target, _this, args: unknown[]) => {
      const procedure = procedures[path];
      if (!procedure) {
        const message = `No procedure found on path "${path}"`;
        return Promise.reject(new TRPCError({ code: 'NOT_FOUND', message }));
      }
      return runProcedure(procedure, {
        path,
        type: procedure._def.type,
        ctx,
        getRawInput: async () => args[0],
        signal: undefined,
        batchIndex: 0,
      });
    },
  });
}

/**
 * The REST paths' caller: tRPC's `createCaller` in shape and types, with the calls run by
 * runProcedure (same chain, same errors) rather than tRPC's caller, with its async path
 * lookup and its copies of the options (issue 16; decision 018, amendment 3).
 */
export const createLeanCaller = (ctx: Context): Caller => pathProxy(ctx, '') as Caller;
