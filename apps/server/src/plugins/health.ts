import { type DbHandle, pingDatabase } from '@advance/db';
import type { FastifyInstance } from 'fastify';

/** A load balancer asks often and wants a quick answer: a database this slow counts as down. */
const READY_TIMEOUT_MS = 2000;

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** /healthz: the process answers. /readyz: it can also reach its database, promptly. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DbHandle }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await withinTime(pingDatabase(database.db), READY_TIMEOUT_MS);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check failed');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    }
  });
}
