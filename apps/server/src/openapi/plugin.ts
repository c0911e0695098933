import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { authMessages, httpMessages, isStaffRole } from '@advance/contracts';
import { usableSession } from '@advance/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestDeps } from '../http/call-procedure';
import { resolveSession } from '../http/request-context';
import { buildOpenApiDocument } from './document';

/** The reference page's own start-up script: a file, so the strict script-src 'self' holds. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Benefit Advance API reference</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** The files of swagger-ui-dist served under /api/docs/, from node_modules (no CDN). */
const DIST_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const distDir = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * Issue 21: `GET /api/openapi.json` for anyone (cacheable: it changes only with a deploy),
 * and the interactive reference at `/api/docs` for signed-in staff only (401 signed out,
 * 403 for a customer), like every other staff path.
 */
export async function openApiRoutes(app: FastifyInstance, { deps, config }: RestDeps) {
  let documentJson: string | null = null;
  const files = new Map<string, Buffer>();

  /** True when the caller is refused (the 401 or 403 is sent); staff get false. */
  const refuseNonStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = usableSession(await resolveSession(request, reply, deps, config));
    if (session && isStaffRole(session.user.role)) return false;
    // Not `return reply.send()`: a reply is thenable, so awaiting it would yield undefined.
    if (!session) await reply.code(401).send({ message: authMessages.notSignedIn });
    else await reply.code(403).send({ message: authMessages.forbidden });
    return true;
  };

  app.get('/api/openapi.json', async (_request, reply) => {
    documentJson ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(documentJson);
  });

  app.get('/api/docs', async (request, reply) => {
    if (await refuseNonStaff(request, reply)) return;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(PAGE);
  });

  app.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    if (await refuseNonStaff(request, reply)) return;
    const { file } = request.params;
    if (file === 'init.js')
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(INIT_SCRIPT);
    const type = DIST_FILES[file];
    if (!type) return reply.code(404).send({ message: httpMessages.notFound });
    let body = files.get(file);
    if (!body) {
      body = await readFile(join(distDir(), file));
      files.set(file, body);
    }
    return reply
      .header('content-type', type)
      .header('cache-control', 'private, max-age=3600')
      .send(body);
  });
}
