import { type AnyProcedure, initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyExactChecks } from './output-check';
import { prepareProcedures, runProcedure } from './run-procedure';

// A router of its own: every way a chain can pass on or change a call, run both by tRPC's
// own procedure call and by runProcedure, which must answer alike (data or error).
const t = initTRPC.context<{ user: string | null; trail: string[] }>().create();

const withRole = t.middleware(({ ctx, next }) => next({ ctx: { role: `role-of-${ctx.user}` } }));
const signedIn = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
  return next({ ctx: { user: ctx.user } });
});

const exactAnswer = { kept: 'as built' };

const probe = t.router({
  plain: t.procedure.query(() => 'plain'),
  merged: signedIn.use(withRole).query(({ ctx }) => `${ctx.user}/${ctx.role}`),
  refused: signedIn.query(() => 'never'),
  input: t.procedure
    .input(z.object({ a: z.number() }))
    .input(z.object({ b: z.string().default('b') }))
    .query(({ input }) => input),
  badInput: t.procedure.input(z.object({ a: z.number() })).query(() => 'never'),
  output: t.procedure.output(z.object({ kept: z.string() })).query(() => ({
    kept: 'yes',
    extra: 'stripped',
  })),
  exactOutput: t.procedure.output(z.object({ kept: z.string() })).query(() => exactAnswer),
  trimmedOutput: t.procedure
    .output(z.object({ kept: z.string().trim() }))
    .query(() => ({ kept: ' padded ' })),
  badOutput: t.procedure.output(z.object({ n: z.number() })).query(() => ({ n: 'x' }) as never),
  replacedInput: t.procedure
    .use(({ next }) => next({ input: { replaced: true } }))
    .query(({ input }) => input),
  observed: t.procedure
    .use(async ({ ctx, next, path, type }) => {
      ctx.trail.push(`before ${type} ${path}`);
      const result = await next();
      ctx.trail.push(`after ok=${result.ok}`);
      return result;
    })
    .query(() => {
      throw new Error('resolver broke');
    }),
  caught: t.procedure
    .use(async ({ next }) => {
      const result = await next();
      if (!result.ok) throw new TRPCError({ code: 'CONFLICT', message: 'turned into a conflict' });
      return result;
    })
    .query(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'missing' });
    }),
  noNext: t.procedure.use((() => undefined) as never).query(() => 'never'),
  mutation: t.procedure.input(z.string()).mutation(({ input }) => `did ${input}`),
});

type Outcome = { data: unknown } | { code: string; message: string; cause?: string };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { data: await run() };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { code: error.code, message: error.message, cause: error.cause?.constructor.name };
  }
}

async function both(
  path: keyof typeof probe._def.procedures,
  user: string | null,
  input?: unknown,
) {
  const procedure = probe._def.procedures[path] as AnyProcedure;
  const call = (trail: string[]) => ({
    path,
    type: procedure._def.type,
    ctx: { user, trail },
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });
  const theirs = { trail: [] as string[] };
  const ours = { trail: [] as string[] };
  const trpc = await outcome(() =>
    (procedure as (o: unknown) => Promise<unknown>)(call(theirs.trail)),
  );
  const lean = await outcome(() => runProcedure(procedure, call(ours.trail)));
  expect(ours.trail).toEqual(theirs.trail);
  expect(lean).toEqual(trpc);
  return lean;
}

describe('runProcedure answers as tRPC does', () => {
  it('runs a plain query', async () => {
    expect(await both('plain', null)).toEqual({ data: 'plain' });
  });

  it('merges what each next() adds to the context over what was there', async () => {
    expect(await both('merged', 'ann')).toEqual({ data: 'ann/role-of-ann' });
  });

  it('passes a refusal up as the error it was', async () => {
    expect(await both('refused', null)).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in first' });
  });

  it('parses and merges stacked inputs, defaults included', async () => {
    expect(await both('input', null, { a: 1, extra: 'dropped' })).toEqual({
      data: { a: 1, b: 'b' },
    });
  });

  it('refuses bad input with BAD_REQUEST and the parser error as cause', async () => {
    const result = await both('badInput', null, { a: 'one' });
    expect(result).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('checks and strips the output', async () => {
    expect(await both('output', null)).toEqual({ data: { kept: 'yes' } });
    expect(await both('badOutput', null)).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
    });
  });

  it('lets a middleware replace the input', async () => {
    expect(await both('replacedInput', null)).toEqual({ data: { replaced: true } });
  });

  it('gives a wrapping middleware the failed result, with path and type', async () => {
    const result = await both('observed', null);
    expect(result).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'resolver broke' });
  });

  it('lets a middleware turn a failure below it into another error', async () => {
    expect(await both('caught', null)).toEqual({
      code: 'CONFLICT',
      message: 'turned into a conflict',
    });
  });

  it('fails a chain whose middleware returned nothing', async () => {
    expect(await both('noNext', null)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('runs a mutation with its input', async () => {
    expect(await both('mutation', null, 'it')).toEqual({ data: 'did it' });
  });
});

describe('the output step of runProcedure', () => {
  const call = (path: keyof typeof probe._def.procedures) => {
    const procedure = probe._def.procedures[path] as AnyProcedure;
    return runProcedure(procedure, {
      path,
      type: procedure._def.type,
      ctx: { user: null, trail: [] },
      getRawInput: async () => undefined,
      signal: undefined,
    });
  };

  it('runs the chains made ahead by prepareProcedures as it runs its own', async () => {
    prepareProcedures(probe);
    expect(await call('exactOutput')).toBe(exactAnswer);
    expect(await both('output', null)).toEqual({ data: { kept: 'yes' } });
    expect(await both('badOutput', null)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('passes an answer that is exactly its schema on as it is, without a copy', async () => {
    expect(await call('exactOutput')).toBe(exactAnswer);
    expect(await both('exactOutput', null)).toEqual({ data: { kept: 'as built' } });
  });

  it("leaves what a check cannot state (a trim) to zod's step", async () => {
    expect(await both('trimmedOutput', null)).toEqual({ data: { kept: 'padded' } });
  });

  it('in verification (tests), runs zod too and fails a call whose answer it would change', async () => {
    verifyExactChecks(true);
    try {
      expect(await call('exactOutput')).toBe(exactAnswer);
      expect(await both('output', null)).toEqual({ data: { kept: 'yes' } });
    } finally {
      verifyExactChecks(false);
    }
  });
});
