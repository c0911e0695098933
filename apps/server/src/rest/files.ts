import { httpMessages, idSchema, MAX_UPLOAD_BYTES } from '@advance/contracts';
import { isDomainError, openDownload, receiveUpload, usableSession } from '@advance/core';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestDeps } from '../http/call-procedure';
import { statusForDomainError } from '../http/domain-error-status';
import { requestMeta, resolveCaller } from '../http/request-context';

/** Past this, a refused upload's remaining body is not worth reading: the socket is closed. */
const MAX_DRAIN_BYTES = 2 * MAX_UPLOAD_BYTES;
const DRAIN_TIMEOUT_MS = 30_000;

type UploadRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { token?: string };
}>;

const contentLengthOf = (request: FastifyRequest): number | undefined => {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
};

/**
 * After an early refusal (413, 415) the client may still be sending. Reading the rest lets
 * it see our answer instead of a reset connection; beyond a bound we close instead.
 */
async function drainRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  if ((contentLengthOf(request) ?? Number.POSITIVE_INFINITY) > MAX_DRAIN_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/** The path's id goes to the database: the same text rule as every input (no NUL). */
function badIdMessage(id: string): string | null {
  const parsed = idSchema.safeParse(id);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? httpMessages.badRequest);
}

async function sendDomainError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): Promise<void> {
  await drainRequest(request, reply);
  if (!isDomainError(error)) throw error;
  await reply.code(statusForDomainError[error.code]).send({ message: error.message });
}

/**
 * The two routes that move document bytes and so cannot be JSON procedures: the signed
 * upload URL (PUT, streamed through the size and type checks) and the download.
 */
export async function fileRoutes(app: FastifyInstance, { deps, config }: RestDeps) {
  // The upload body is the file itself, in whatever type the browser names: no parser
  // may buffer it (or apply the JSON body limit); core reads the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // A 10 MB document needs longer than a JSON request, but not forever (docs/architecture.md §5).
  const transfer = { handlerTimeout: config.http.transferTimeoutMs };

  app.put('/api/uploads/:id', transfer, async (request: UploadRequest, reply) => {
    const badId = badIdMessage(request.params.id);
    if (badId) {
      await drainRequest(request, reply);
      return reply.code(400).send({ message: badId });
    }
    try {
      // A partial sign-in counts as none here, as in publicProcedure; no token scope uploads.
      const session = usableSession(
        await resolveCaller(request, reply, deps, config, { path: 'uploads.put' }),
      );
      const received = await receiveUpload(deps, {
        uploadId: request.params.id,
        token: request.query.token,
        userId: session?.user.id ?? null,
        body: request.raw,
        contentLength: contentLengthOf(request),
        declaredType: request.headers['content-type'],
      });
      return reply.code(200).send(received);
    } catch (error) {
      if (!isDomainError(error) && request.raw.destroyed) {
        request.log.info({ err: error }, 'Upload ended by the client');
        return reply.code(400).send({ message: httpMessages.badRequest });
      }
      return sendDomainError(request, reply, error);
    }
  });

  app.get<{ Params: { id: string } }>(
    '/attachments/:id/download',
    transfer,
    async (request, reply) => {
      const badId = badIdMessage(request.params.id);
      if (badId) return reply.code(400).send({ message: badId });
      try {
        const session = usableSession(
          await resolveCaller(request, reply, deps, config, {
            path: 'attachments.download',
            scope: 'documents:read',
          }),
        );
        const file = await openDownload(
          deps,
          session?.user ?? null,
          request.params.id,
          requestMeta(request),
        );
        return (
          reply
            .header('content-type', file.fileType)
            .header('content-length', String(file.size))
            .header(
              'content-disposition',
              contentDisposition(file.fileName, { type: 'attachment' }),
            )
            .header('x-content-type-options', 'nosniff')
            // Should a browser ever render it anyway, it runs with no origin and no scripts.
            .header('content-security-policy', "sandbox; default-src 'none'")
            .header('cache-control', 'private, no-store')
            .header('cross-origin-resource-policy', 'same-origin')
            .send(file.body)
        );
      } catch (error) {
        return sendDomainError(request, reply, error);
      }
    },
  );
}
