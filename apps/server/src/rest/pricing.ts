import type { FastifyInstance } from 'fastify';
import { type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

/**
 * Issue 14, public pricing: the Truth-in-Lending quote and the Social Security payment
 * calendar. No sign-in; the query string goes to the procedures as it came.
 */
export async function pricingRoutes(app: FastifyInstance, restDeps: RestDeps) {
  /** `?amount=500&schedule=third_wednesday&from=2026-11-23` (`from` defaults to today in New York). */
  app.get('/api/pricing/quote', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.pricing.quote(untrusted(request.query))),
  );

  /** `?schedule=first_of_month&from=2026-01-01&count=12` (count 1–24, default 12). */
  app.get('/api/benefit-calendar', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.pricing.benefitDates(untrusted(request.query)),
    ),
  );
}
