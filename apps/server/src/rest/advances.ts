import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';
import { sendCsv } from '../http/send-csv';

type IdParams = { Params: { id: string } };

/** The body's fields with the path's id: the procedure's schema judges both (extra fields too). */
const withId = (body: unknown, id: string): never =>
  untrusted({ ...(untrusted(body) as Record<string, unknown>), id });

/**
 * Issue 18, "After approval" (decision 024): thin doors onto advances.* and admin.advances.*.
 * Every write answers with the advance as it is afterwards (the shape of GET …/advance), so a
 * client shows the new balance without a second request. Who may call what, every rule and
 * every message are the procedures'.
 */
export async function advanceRoutes(app: FastifyInstance, restDeps: RestDeps) {
  /** Runs a procedure that changes an advance; answers with the advance as it is afterwards. */
  const sendAdvance = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: Parameters<typeof callProcedure<{ advance: unknown }>>[3],
  ) => {
    const result = await callProcedure(request, reply, restDeps, call);
    if (result.ok) return reply.send(result.value.advance);
  };

  /* ---------- The applicant (and staff, for the GET) ---------- */

  app.get<IdParams>('/api/applications/:id/advance', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.advances.forApplication({ id: request.params.id }),
    ),
  );

  app.post<IdParams>('/api/applications/:id/withdraw', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.applications.withdraw({ id: request.params.id }),
    );
    if (result.ok) return reply.send(result.value.application);
  });

  // `{ amount, date }`: one payment, on or after the benefit date (the call is the consent).
  app.post<IdParams>('/api/applications/:id/payment-authorizations', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.advances.authorizePayment(withId(request.body, request.params.id)),
    ),
  );

  app.post<IdParams>('/api/payment-authorizations/:id/withdraw', (request, reply) =>
    sendAdvance(request, reply, (c) => c.advances.withdrawAuthorization({ id: request.params.id })),
  );

  /* ---------- Staff ---------- */

  app.get('/api/admin/advances', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.advances.list(untrusted(request.query))),
  );

  // The Advances view as CSV, same filters (`state`, `search`); step-up required.
  app.get('/api/admin/advances.csv', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.advances.exportCsv(untrusted(request.query)),
    );
    if (result.ok) return sendCsv(reply, result.value);
  });

  // `{ fundedAt, method, reference }` (and optionally `amount`, checked against the amount financed).
  app.post<IdParams>('/api/admin/applications/:id/funding', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.recordFunding(withId(request.body, request.params.id)),
    ),
  );

  // `{ amount, receivedAt, method, reference, authorizationId? }`.
  app.post<IdParams>('/api/admin/applications/:id/payments', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.recordPayment(withId(request.body, request.params.id)),
    ),
  );

  // `{ amount, reason }`.
  app.post<IdParams>('/api/admin/applications/:id/waivers', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.waive(withId(request.body, request.params.id)),
    ),
  );

  // `{ reason }`; the id is the ledger entry's.
  app.post<IdParams>('/api/admin/ledger-entries/:id/reverse', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.reverseEntry(withId(request.body, request.params.id)),
    ),
  );

  // `{ reason }`: before funding only.
  app.post<IdParams>('/api/admin/applications/:id/cancel', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.cancel(withId(request.body, request.params.id)),
    ),
  );

  // `{ reason }`; the id is the authorisation's. The second failure ends it.
  app.post<IdParams>('/api/admin/payment-authorizations/:id/failed-attempts', (request, reply) =>
    sendAdvance(request, reply, (c) =>
      c.admin.advances.recordFailedAttempt(withId(request.body, request.params.id)),
    ),
  );
}
