import { type DbHandle, pingDatabase } from '@advance/db';
import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DbHandle }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await pingDatabase(database.db);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'Readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
