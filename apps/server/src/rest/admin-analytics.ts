import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/**
 * Spec part 7, "Admin": the Sessions tab's reads, each taking `?range=24h|7d|30d|all`.
 * Staff only, enforced by the procedures behind each path.
 */
export async function adminAnalyticsRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get('/api/admin/sessions', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.visitorSessions.list(untrusted(request.query)),
    ),
  );

  app.get('/api/admin/analytics/sessions', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.analytics.sessions(untrusted(request.query)),
    ),
  );

  app.get('/api/admin/analytics/pages', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.analytics.pages(untrusted(request.query)),
    ),
  );

  app.get('/api/admin/analytics/referrers', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.analytics.referrers(untrusted(request.query)),
    ),
  );
}
