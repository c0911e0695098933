import { runProcedure } from '@advance/api';
import {
  type AnyProcedure,
  type AnyRouter,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
  TRPCError as TRPCErrorClass,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode, type ResponseMetaFn } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientGoneSignal } from './client-gone-signal';

/**
 * The common tRPC calls answered without `resolveResponse`: a query over GET or a mutation
 * over POST with a JSON body, single or batched, no streaming. `resolveResponse` works on a
 * Fetch `Request` and answers with a Fetch `Response` (a web stream, read back here), and
 * gives every call its own `AbortSignal.any`: together most of what tRPC cost over a REST
 * path calling the same procedure. This file takes the same steps in the same order, with
 * tRPC's own pieces (error shape, status, response meta, transformer) and the procedure
 * run by runProcedure, which runs tRPC's chain with tRPC's semantics at less cost;
 * `planDirectCall` returns null for anything else (an unknown path, a wrong method, a
 * malformed input, a stream, a subscription), which then goes to `resolveResponse`, so
 * tRPC itself writes every such answer. trpc-http.test.ts holds both to the same answers.
 */

type ProcedureType = 'query' | 'mutation';

export interface DirectCallOptions<TRouter extends AnyRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: () => Promise<unknown>;
  onError: (failure: { error: TRPCError; path: string | undefined }) => void;
  responseMeta: ResponseMetaFn<TRouter>;
}

export interface DirectCall {
  type: ProcedureType;
  isBatchCall: boolean;
  calls: Array<{ path: string; procedure: AnyProcedure }>;
  /** The raw inputs by batch index, before the transformer. */
  inputs: Record<number, unknown>;
  url: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === 'object';

const isAsyncIterable = (value: unknown): boolean =>
  isObject(value) && Symbol.asyncIterator in value;
const isPromise = (value: unknown): boolean =>
  (isObject(value) || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function' &&
  typeof (value as { catch?: unknown }).catch === 'function';

/** Non-streaming answers must not carry promises or iterables (tRPC's own check). */
const isDataStream = (value: unknown): boolean => {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
};

const streamedDataError = () =>
  new TRPCErrorClass({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  });

/** The call this request makes, when it is one this path answers; otherwise null. */
export function planDirectCall(
  request: FastifyRequest,
  pathParam: string,
  router: AnyRouter,
  maxBatchSize: number,
): DirectCall | null {
  const type: ProcedureType | null =
    request.method === 'GET'
      ? 'query'
      : request.method === 'POST' &&
          typeof request.body === 'string' &&
          request.headers['content-type']?.startsWith('application/json')
        ? 'mutation'
        : null;
  if (!type) return null;
  // Streamed batches (JSONL) stay with tRPC.
  if (request.headers['trpc-accept'] !== undefined || request.headers.accept?.includes('jsonl'))
    return null;

  // As tRPC's URL parser does: a fragment is not part of the query.
  const hashAt = request.url.indexOf('#');
  const url = hashAt === -1 ? request.url : request.url.slice(0, hashAt);
  const queryAt = url.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (params.has('connectionParams')) return null;
  const isBatchCall = params.get('batch') === '1';

  let path: string;
  try {
    // As tRPC does: the route's parameter is decoded once more.
    path = decodeURIComponent(pathParam);
  } catch {
    return null;
  }
  const paths = isBatchCall ? path.split(',') : [path];
  if (paths.length > maxBatchSize) return null;
  const calls: DirectCall['calls'] = [];
  for (const callPath of paths) {
    const procedure = (router._def.procedures as Record<string, AnyProcedure | undefined>)[
      callPath
    ];
    if (!procedure || procedure._def.type !== type) return null;
    calls.push({ path: callPath, procedure });
  }

  let raw: unknown;
  try {
    const text = type === 'query' ? params.get('input') : (request.body as string);
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return null;
  }
  if (type === 'mutation' && (request.body as string) === '') return null;
  const inputs: Record<number, unknown> = Object.create(null);
  if (raw !== undefined) {
    if (!isBatchCall) inputs[0] = raw;
    else if (!isObject(raw)) return null;
    else for (const index of paths.keys()) inputs[index] = raw[index];
  }
  return { type, isBatchCall, calls, inputs, url: request.url };
}

type CallResult = [TRPCError, undefined] | [undefined, { data: unknown }];
type ResponseItem = { error: unknown } | { result: { data: unknown } };

/** Runs the planned calls as `resolveResponse` would and sends the answer. */
export async function answerDirectly<TRouter extends AnyRouter>(
  plan: DirectCall,
  reply: FastifyReply,
  options: DirectCallOptions<TRouter>,
) {
  const { router } = options;
  const config = router._def._config;
  const signal = clientGoneSignal(reply);

  // Inputs are read (and transformed) when a procedure first asks, as tRPC's memo does;
  // errors report the input only once it was read.
  let read: Record<number, unknown> | undefined;
  const readInputs = () => {
    if (read) return read;
    read = Object.create(null) as Record<number, unknown>;
    for (const key in plan.inputs)
      if (plan.inputs[key] !== undefined)
        read[key] = config.transformer.input.deserialize(plan.inputs[key]);
    return read;
  };
  const calls = plan.calls.map(({ path, procedure }, batchIndex) => ({
    batchIndex,
    path,
    procedure,
    getRawInput: async () => readInputs()[batchIndex],
    result: () => read?.[batchIndex],
  }));
  const info = {
    isBatchCall: plan.isBatchCall,
    accept: null,
    calls,
    type: plan.type,
    connectionParams: null,
    signal,
    get url() {
      return new URL(plan.url, 'http://localhost');
    },
  };

  let ctx: unknown;
  let ctxError: unknown;
  let ctxFailed = false;
  try {
    ctx = await options.createContext();
  } catch (cause) {
    ctxFailed = true;
    ctxError = cause;
  }

  const run = async (call: (typeof calls)[number]): Promise<CallResult> => {
    try {
      if (ctxFailed) throw ctxError;
      const data = await runProcedure(call.procedure, {
        path: call.path,
        getRawInput: call.getRawInput,
        ctx,
        type: plan.type,
        signal,
        batchIndex: call.batchIndex,
      });
      return [undefined, { data }];
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      options.onError({ error, path: call.path });
      return [error, undefined];
    }
  };
  const shapeOf = (error: TRPCError, call: (typeof calls)[number] | undefined) =>
    getTRPCErrorShape({
      config,
      ctx: ctxFailed ? undefined : ctx,
      error,
      input: call?.result(),
      path: call?.path,
      type: plan.type,
    });

  try {
    let untransformed: ResponseItem | ResponseItem[];
    let errors: TRPCError[];
    if (!plan.isBatchCall) {
      const [error, result] = await run(calls[0] as (typeof calls)[number]);
      // tRPC throws here, outside the call: the catch below answers as its own does.
      if (isDataStream(result?.data)) throw streamedDataError();
      untransformed = error
        ? { error: shapeOf(error, calls[0]) }
        : { result: { data: result?.data } };
      errors = error ? [error] : [];
    } else {
      const results = (await Promise.all(calls.map(run))).map(([error, result]): CallResult => {
        if (error) return [error, undefined];
        return isDataStream(result.data) ? [streamedDataError(), undefined] : [undefined, result];
      });
      untransformed = results.map(([error, result], index) =>
        error ? { error: shapeOf(error, calls[index]) } : { result: { data: result?.data } },
      );
      errors = results.flatMap(([error]) => (error ? [error] : []));
    }
    const body = JSON.stringify(transformTRPCResponse(config, untransformed as never));
    return send(reply, options, { ctx, info, untransformed, errors }, body);
  } catch (cause) {
    // What tRPC's outer catch does: one error for the whole request, reported without a path.
    const error = getTRPCErrorFromUnknown(cause);
    options.onError({ error, path: undefined });
    const untransformed = { error: shapeOf(error, undefined) };
    const body = JSON.stringify(transformTRPCResponse(config, untransformed as never));
    return send(reply, options, { ctx, info, untransformed, errors: [error] }, body);
  }
}

/** Status, headers and response meta as tRPC's `initResponse` sets them, then the body. */
function send<TRouter extends AnyRouter>(
  reply: FastifyReply,
  options: DirectCallOptions<TRouter>,
  head: {
    ctx: unknown;
    info: { calls: Array<{ path: string }>; type: ProcedureType };
    untransformed: ResponseItem | ResponseItem[];
    errors: TRPCError[];
  },
  body: string,
) {
  const data = Array.isArray(head.untransformed) ? head.untransformed : [head.untransformed];
  let status = getHTTPStatusCode(head.untransformed as never);
  const meta = options.responseMeta({
    ctx: head.ctx as never,
    info: head.info as never,
    paths: head.info.calls.map((call) => call.path),
    data: data as never,
    errors: head.errors,
    eagerGeneration: false,
    type: head.info.type,
  });
  reply.header('vary', 'trpc-accept, accept');
  reply.header('content-type', 'application/json');
  if (meta.headers) {
    // Through a Headers object, so repeated and multi-valued headers come out as tRPC's do.
    const headers = new Headers();
    if (meta.headers instanceof Headers)
      for (const [name, value] of meta.headers.entries()) headers.append(name, value);
    else
      for (const [name, value] of Object.entries(meta.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(name, item);
        else if (typeof value === 'string') headers.set(name, value);
      }
    for (const [name, value] of headers) reply.header(name, value);
  }
  if (meta.status) status = meta.status;
  // A Buffer keeps tRPC's exact Content-Type (a string would get "; charset=utf-8" added).
  return reply.code(status).send(Buffer.from(body));
}
