import type { AddressInfo } from 'node:net';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planDirectCall } from './trpc-direct';
import { trpcHttpRoutes } from './trpc-http';

/**
 * trpc-http.ts against tRPC's own Fastify adapter: one app serves the same router both
 * ways (/trpc ours, /ref the adapter's), and every answer must match, status, body and
 * headers, but for the framing (ours sends a Content-Length instead of chunks).
 */
interface Ctx {
  reply: FastifyReply;
}
// No stacks in error bodies: they name the adapter's own files, which differ by design.
const t = initTRPC.context<Ctx>().create({ isDev: false });
const seen = { aborted: [] as boolean[], contexts: 0 };
let slowStarted = () => {};

const router = t.router({
  hello: t.procedure
    .input(z.string().optional())
    .query(({ input }) => ({ greeting: `hello ${input ?? 'world'}` })),
  fail: t.procedure.query(() => {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'slow down' });
  }),
  crash: t.procedure.query(() => {
    throw new Error('a bug');
  }),
  echo: t.procedure.input(z.object({ text: z.string() })).mutation(({ input }) => input),
  signIn: t.procedure.mutation(({ ctx }) => {
    ctx.reply.header('set-cookie', 'session=abc; Path=/; HttpOnly');
    return { ok: true };
  }),
  form: t.procedure
    .input(z.instanceof(FormData))
    .mutation(({ input }) => ({ name: input.get('name') })),
  // Waits until the test lets it go, then says whether its signal fired meanwhile.
  // Runs until its signal fires (or 5 s), then says whether it did.
  slow: t.procedure.query(async ({ signal }) => {
    slowStarted();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    seen.aborted.push(Boolean(signal?.aborted));
    return 'done';
  }),
  quick: t.procedure.query(({ signal }) => {
    // Checked after the answer went out: a finished request is not an aborted one.
    setTimeout(() => seen.aborted.push(Boolean(signal?.aborted)), 50);
    return 'quick';
  }),
  nothing: t.procedure.query(() => undefined),
  promised: t.procedure.query(() => ({ later: Promise.resolve(1) })),
  huge: t.procedure.query(() => ({ n: BigInt(1) })),
  ticks: t.procedure.subscription(async function* () {
    yield 1;
    yield 2;
  }),
});

const trpcOptions = {
  router,
  maxBatchSize: 3,
  createContext: async (reply: FastifyReply) => {
    seen.contexts += 1;
    if (reply.request.headers['x-break-context']) throw new Error('no database');
    return { reply };
  },
  responseMeta: ({ errors }: { errors: TRPCError[] }) =>
    errors.some((e) => e.code === 'TOO_MANY_REQUESTS') ? { headers: { 'retry-after': '7' } } : {},
};
const errors: string[] = [];

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(trpcHttpRoutes<typeof router>, {
    prefix: '/trpc',
    ...trpcOptions,
    createContext: (_request, reply) => trpcOptions.createContext(reply),
    onError: ({ error, path }) => void errors.push(`ours ${path} ${error.code}`),
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/ref',
    trpcOptions: {
      ...trpcOptions,
      createContext: ({ res }: { res: FastifyReply }) => trpcOptions.createContext(res),
      onError: ({ error, path }: { error: TRPCError; path?: string }) =>
        void errors.push(`ref ${path} ${error.code}`),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app?.close());

const FRAMING = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

async function call(prefix: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${prefix}${path}`, init);
  const headers = [...res.headers].filter(([name]) => !FRAMING.has(name));
  return { status: res.status, headers, body: await res.text(), raw: res.headers };
}

const json = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const cases: Array<[string, string, RequestInit?]> = [
  ['query', '/hello'],
  ['query with input', `/hello?input=${q('ada')}`],
  ['input of odd characters', `/hello?input=${q('é\u2028"</script>\\')}`],
  ['batch', `/hello,hello?batch=1&input=${q({ 1: 'bob' })}`],
  ['batch of a missing procedure', `/hello,nope?batch=1&input=${q({})}`],
  ['batch over the limit', `/hello,hello,hello,hello?batch=1&input=${q({})}`],
  ['unknown procedure', '/nope.nope'],
  ['encoded path', '/hel%6co'],
  ['input that is not JSON', '/hello?input=%7Bnope'],
  ['batch input that is not an object', `/hello?batch=1&input=${q('x')}`],
  ['input that fails validation', `/hello?input=${q(42)}`],
  ['error with response meta', '/fail'],
  ['unexpected error', '/crash'],
  ['mutation over GET', '/echo'],
  ['query over POST', '/hello', json('{}')],
  ['mutation', '/echo', json(JSON.stringify({ text: 'hi' }))],
  ['mutation, a proto key', '/echo', json('{"text":"x","__proto__":{"polluted":true}}')],
  ['mutation batch', '/echo,echo?batch=1', json(JSON.stringify({ 0: { text: 'a' } }))],
  ['mutation with broken JSON', '/echo', json('{broken')],
  ['mutation with an empty body', '/echo', json('')],
  ['mutation that sets a cookie', '/signIn', json('{}')],
  ['mutation without a body', '/signIn', json('')],
  ['batch, one call failing', `/hello,fail?batch=1&input=${q({})}`],
  ['batch, every call failing', `/fail,crash?batch=1&input=${q({})}`],
  ['a context that cannot be built', '/hello', { headers: { 'x-break-context': '1' } }],
  [
    'a context that cannot be built, batched',
    `/hello,hello?batch=1&input=${q({})}`,
    { headers: { 'x-break-context': '1' } },
  ],
  ['an empty result', '/nothing'],
  ['a promise in a non-streamed answer', '/promised'],
  ['a promise in a non-streamed batch', `/promised,hello?batch=1&input=${q({})}`],
  ['an answer JSON cannot hold', '/huge'],
  ['input null', `/hello?input=null`],
  ['connection params', `/hello?connectionParams=1&input=${q('x')}`],
  ['a subscription over GET', '/ticks'],
  [
    'text body',
    '/echo',
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  ],
  ['head', '/hello', { method: 'HEAD' }],
  [
    'streamed batch',
    `/hello,hello?batch=1&input=${q({})}`,
    { headers: { 'trpc-accept': 'application/jsonl' } },
  ],
  ['streaming without a batch', '/hello', { headers: { 'trpc-accept': 'application/jsonl' } }],
];

describe('tRPC over HTTP (trpc-http.ts)', () => {
  it.each(cases)('answers as the adapter does: %s', async (_name, path, init) => {
    const ours = await call('/trpc', path, init);
    const ref = await call('/ref', path, init);
    expect(ours.status).toBe(ref.status);
    expect(ours.body).toBe(ref.body);
    expect(ours.headers).toEqual(ref.headers);
  });

  it('sends a whole answer with its length, and streams what tRPC streams', async () => {
    const whole = await call('/trpc', '/hello');
    expect(whole.raw.get('content-length')).toBe(String(Buffer.byteLength(whole.body)));
    expect(whole.raw.get('content-type')).toBe('application/json');
    const streamed = await call('/trpc', `/hello,hello?batch=1&input=${q({})}`, {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.raw.get('transfer-encoding')).toBe('chunked');
    const events = await call('/trpc', '/ticks');
    expect(events.raw.get('content-type')).toBe('text/event-stream');
    expect(events.body).toContain('data: 1');
    expect(events.body).toContain('data: 2');
  });

  it('refuses form and raw bodies unread (415): tRPC would read them whole, unlimited', async () => {
    const form = new FormData();
    form.set('name', 'x'.repeat(200_000));
    const ours = await call('/trpc', '/form', { method: 'POST', body: form });
    expect(ours.status).toBe(415);
    const raw = await call('/trpc', '/form', {
      method: 'POST',
      body: new Uint8Array(200_000),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(raw.status).toBe(415);
  });

  it('reports errors to onError with their path, once per failed call', async () => {
    errors.length = 0;
    await call('/trpc', `/fail,nope?batch=1&input=${q({})}`);
    await call('/ref', `/fail,nope?batch=1&input=${q({})}`);
    expect(errors.filter((e) => e.startsWith('ours')).map((e) => e.slice(5))).toEqual(
      errors.filter((e) => e.startsWith('ref')).map((e) => e.slice(4)),
    );
    expect(errors).toContain('ours fail TOO_MANY_REQUESTS');
  });

  it('builds one context per request, however many calls it batches', async () => {
    const before = seen.contexts;
    await call('/trpc', `/hello,hello,hello?batch=1&input=${q({})}`);
    expect(seen.contexts - before).toBe(1);
  });

  it('aborts a procedure whose client went away, and no procedure that answered', async () => {
    seen.aborted.length = 0;
    await call('/trpc', '/quick');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.aborted).toEqual([false]);

    seen.aborted.length = 0;
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const gone = new AbortController();
    const pending = fetch(`${base}/trpc/slow`, { signal: gone.signal }).catch(() => 'left');
    await started;
    gone.abort();
    expect(await pending).toBe('left');
    await expect.poll(() => seen.aborted, { timeout: 2000 }).toEqual([true]);
  });

  it('keeps up with a flood of concurrent batches, each answered in full', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('/trpc', `/hello,hello?batch=1&input=${q({ 0: `n${i}`, 1: `m${i}` })}`),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual([
        { result: { data: { greeting: `hello n${i}` } } },
        { result: { data: { greeting: `hello m${i}` } } },
      ]);
    });
  });
});

describe('which calls skip resolveResponse (planDirectCall)', () => {
  const plan = (
    method: string,
    url: string,
    options: { body?: string; headers?: Record<string, string> } = {},
  ) => {
    const [path = ''] = url.slice(1).split('?');
    const request = {
      method,
      url: `/trpc${url}`,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body,
    } as unknown as FastifyRequest;
    return planDirectCall(request, path, router, 3);
  };

  it('takes queries, batches and JSON mutations', () => {
    expect(plan('GET', '/hello')?.calls.map((c) => c.path)).toEqual(['hello']);
    expect(plan('GET', `/hello,fail?batch=1&input=${q({ 0: 'x' })}`)?.inputs).toEqual({
      0: 'x',
      1: undefined,
    });
    expect(plan('POST', '/echo', { body: '{"text":"a"}' })?.type).toBe('mutation');
    expect(plan('POST', '/echo,signIn?batch=1', { body: '{}' })?.calls).toHaveLength(2);
  });

  it('leaves everything else to tRPC', () => {
    expect(plan('GET', '/nope')).toBeNull();
    expect(plan('GET', '/echo')).toBeNull();
    expect(plan('POST', '/hello', { body: '{}' })).toBeNull();
    expect(plan('GET', '/ticks')).toBeNull();
    expect(plan('HEAD', '/hello')).toBeNull();
    expect(plan('GET', '/hello,hello,hello,hello?batch=1')).toBeNull();
    expect(plan('GET', '/hello?input=%7Bnope')).toBeNull();
    expect(plan('GET', `/hello?batch=1&input=${q('x')}`)).toBeNull();
    expect(plan('POST', '/echo', { body: '' })).toBeNull();
    expect(plan('GET', '/hello', { headers: { 'trpc-accept': 'application/jsonl' } })).toBeNull();
    expect(plan('GET', '/hello?connectionParams=1')).toBeNull();
    expect(plan('GET', '/%E0%A4%A')).toBeNull();
  });
});
