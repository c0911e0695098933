import type { FastifyInstance } from 'fastify';
import { callProcedure, type RestDeps, sendProcedure, untrusted } from '../http/call-procedure';

type IdParams = { Params: { id: string } };

/** The same path and filters, starting after `cursor`. */
function nextPageUrl(url: string, cursor: string): string {
  const next = new URL(url, 'http://local');
  next.searchParams.set('cursor', cursor);
  return `${next.pathname}${next.search}`;
}

/** Spec part 7, "Admin": staff only, enforced by the procedures behind each path. */
export async function adminRoutes(app: FastifyInstance, restDeps: RestDeps) {
  app.get('/api/admin/summary', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.summary()),
  );

  app.get('/api/admin/applications', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.applications.list(untrusted(request.query)),
    ),
  );

  app.get<IdParams>('/api/admin/applications/:id', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.applications.get({ id: request.params.id }),
    ),
  );

  app.get<IdParams>('/api/admin/applications/:id/reviews', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.applications.reviews({ id: request.params.id }),
    ),
  );

  app.patch<IdParams>('/api/admin/applications/:id/review', async (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.applications.review(untrusted({ ...body, id: request.params.id })),
    );
    if (result.ok) return reply.send(result.value.application);
  });

  app.get('/api/admin/users', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) => c.admin.users.list(untrusted(request.query))),
  );

  app.patch<IdParams>('/api/admin/users/:id/role', async (request, reply) => {
    const body = untrusted(request.body) as Record<string, unknown>;
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.users.setRole(untrusted({ ...body, id: request.params.id })),
    );
    if (result.ok) return reply.send(result.value.user);
  });

  // Issue 17: a super admin resets a staff member's second factor (never the owner's but by the owner).
  app.post<IdParams>('/api/admin/users/:id/mfa/reset', (request, reply) =>
    sendProcedure(request, reply, restDeps, (c) =>
      c.admin.resetUserMfa({ userId: request.params.id }),
    ),
  );

  // The body stays the spec's list (the latest 50 without a query); the next page, when
  // there is one, is named by a `Link: <…?cursor=…>; rel="next"` header.
  app.get('/api/admin/logs', async (request, reply) => {
    const result = await callProcedure(request, reply, restDeps, (c) =>
      c.admin.logs.list(untrusted(request.query)),
    );
    if (!result.ok) return;
    const { items, nextCursor } = result.value;
    if (nextCursor) reply.header('link', `<${nextPageUrl(request.url, nextCursor)}>; rel="next"`);
    return reply.send(items);
  });
}
