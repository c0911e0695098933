import { TRACKER_BODY_LIMIT_BYTES } from '@advance/contracts';
import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

type IdParams = { Params: { id: string } };
type SessionParams = { Params: { sessionId: string } };

const body = (value: unknown) => untrusted(value) as Record<string, unknown>;

/**
 * Spec part 7, "Tracker calls". Anonymous, but small (16 KiB bodies, 413 past that), rate
 * limited per IP (429), strict (unknown fields 400) and same-origin like every write.
 *
 * Answers: a start or a page view is 201 `{ id }` (the id is usable at once); an
 * interaction or a goal is 202 `{ id }` (accepted, written with the next batch); an update
 * or an end is 204. Unknown visits and page views are 404 `{ message }`.
 */
export async function trackerRoutes(app: FastifyInstance, restDeps: RestDeps) {
  // Some browsers send a beacon's JSON as text/plain (a Blob without a type, or a string).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(String(text)));
    } catch {
      done(Object.assign(new SyntaxError('Invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });
  const options = { bodyLimit: TRACKER_BODY_LIMIT_BYTES };

  app.post('/api/sessions', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.startSession(untrusted(request.body)),
      201,
    ),
  );

  app.get<SessionParams>('/api/sessions/:sessionId', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.tracker.getSession({ sessionId: request.params.sessionId }),
    ),
  );

  app.patch<IdParams>('/api/sessions/:id', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.updateSession(untrusted({ ...body(request.body), id: request.params.id })),
      204,
    ),
  );

  app.post<SessionParams>('/api/sessions/:sessionId/end', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) =>
        c.tracker.endSession(
          untrusted({ ...body(request.body), sessionId: request.params.sessionId }),
        ),
      204,
    ),
  );

  app.post('/api/page-views', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.recordPageView(untrusted(request.body)),
      201,
    ),
  );

  app.patch<IdParams>('/api/page-views/:id', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.updatePageView(untrusted({ ...body(request.body), id: request.params.id })),
      204,
    ),
  );

  app.post('/api/interactions', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.recordInteraction(untrusted(request.body)),
      202,
    ),
  );

  app.post('/api/goals', options, (request, reply) =>
    sendProcedure(
      request,
      reply,
      restDeps,
      (c) => c.tracker.recordGoal(untrusted(request.body)),
      202,
    ),
  );
}
