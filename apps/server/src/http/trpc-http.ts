import type { AnyRouter, TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { type ResponseMetaFn, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientGoneSignal } from './client-gone-signal';
import { answerDirectly, planDirectCall } from './trpc-direct';

export interface TrpcHttpOptions<TRouter extends AnyRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  onError: (failure: { error: TRPCError; path: string | undefined }) => void;
  responseMeta: ResponseMetaFn<TRouter>;
}

/**
 * tRPC over HTTP at <prefix>/:path (register it with Fastify's `prefix`): the same protocol as `@trpc/server/adapters/fastify`
 * (tRPC's own `resolveResponse` does the batching, errors, method rules and response
 * meta), minus the adapter's per-request costs. The adapter copies every request into a
 * Fetch `Request` (headers, URL, body stream: some 30 µs) and sends tRPC's answer as a web
 * stream, chunk by chunk; here `resolveResponse` reads the Fastify request through
 * `LeanRequest`, and a whole JSON answer is sent as one string with its Content-Length.
 * Bodies tRPC reads as streams or forms (multipart, octet-stream) still get a real
 * `Request`, and streamed answers (JSONL batches, event streams) are still streamed.
 */
export async function trpcHttpRoutes<TRouter extends AnyRouter>(
  app: FastifyInstance,
  options: TrpcHttpOptions<TRouter>,
) {
  // Within this plugin only: tRPC parses JSON bodies itself (under Fastify's body limit).
  // No procedure of ours takes a form or raw bytes, so multipart and octet-stream bodies are
  // refused with 415 before they are read: tRPC would read them whole, with no size limit.
  app.removeContentTypeParser(['application/json', 'multipart/form-data']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const { router, maxBatchSize, responseMeta } = options;
  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const createContext = () => options.createContext(request, reply);
    const direct = planDirectCall(request, request.params.path, router, maxBatchSize);
    if (direct) return answerDirectly(direct, reply, { ...options, createContext });
    const response = await resolveResponse({
      router,
      req: fetchRequestFor(request, reply),
      path: request.params.path,
      error: null,
      maxBatchSize,
      responseMeta,
      createContext: createContext as never,
      onError: ({ error, path }) => options.onError({ error, path }),
    });
    return send(reply, response);
  });
}

/** What tRPC reads of a request whose body is absent or JSON that Fastify already holds. */
const isLean = (request: FastifyRequest): boolean =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  (typeof request.body === 'string' &&
    (request.headers['content-type']?.startsWith('application/json') ?? false));

function fetchRequestFor(request: FastifyRequest, reply: FastifyReply): Request {
  if (isLean(request)) return new LeanRequest(request, reply) as unknown as Request;
  // What the adapter did: the body is tRPC's to read (a form, octet-stream).
  const raw = request.raw as typeof request.raw & { body?: unknown };
  if ('body' in request) raw.body = request.body;
  return incomingMessageToRequest(raw, reply.raw, { maxBodySize: null });
}

/**
 * The members of a Fetch `Request` that tRPC's `resolveResponse` reads (method, url,
 * headers, signal, json/text), answered from the Fastify request without copying it.
 * `headers` is a real `Headers`, built on first use; the signal aborts when the client
 * goes away before the answer is complete.
 */
class LeanRequest {
  readonly method: string;
  readonly url: string;
  #request: FastifyRequest;
  #reply: FastifyReply;
  #headers: Headers | undefined;
  #signal: AbortSignal | undefined;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    this.#request = request;
    this.#reply = reply;
    this.method = request.method;
    // tRPC reads only the path and query from it; the host is not trusted for anything.
    this.url = `http://localhost${request.url.startsWith('/') ? '' : '/'}${request.url}`;
  }

  get headers(): Headers {
    if (this.#headers) return this.#headers;
    const headers = new Headers();
    const incoming = this.#request.headers;
    for (const name in incoming) {
      const value = incoming[name];
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.append(name, value);
    }
    this.#headers = headers;
    return headers;
  }

  get signal(): AbortSignal {
    this.#signal ??= clientGoneSignal(this.#reply);
    return this.#signal;
  }

  async text(): Promise<string> {
    const body = this.#request.body;
    return typeof body === 'string' ? body : '';
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** A whole answer (every non-streaming one: JSON, errors included, and HEAD's 204). */
const isWhole = (response: Response): boolean =>
  !response.headers.has('transfer-encoding') &&
  response.headers.get('content-type') !== 'text/event-stream';

async function send(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  if (response.body === null) return reply.send();
  // A Buffer keeps tRPC's exact Content-Type (a string would get "; charset=utf-8" added).
  if (isWhole(response)) return reply.send(Buffer.from(await response.text()));
  return reply.send(response.body);
}
