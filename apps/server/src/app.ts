import { randomUUID } from 'node:crypto';
import type { CoreDeps } from '@advance/core';
import type { DbHandle } from '@advance/db';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import { AccessLogController, redactUrl } from './http/access-log';
import { limitConnectionsPerAddress } from './http/connection-ceiling';
import { errorHandler } from './http/error-handler';
import { limitHandlerTime } from './http/handler-deadline';
import { openApiRoutes } from './openapi/plugin';
import { healthRoutes } from './plugins/health';
import { liveChannelRoutes } from './plugins/live-channel';
import { liveSocketsPlugin } from './plugins/live-sockets';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { accountLocaleOf, spaRoutes } from './plugins/spa';
import { trpcPlugin } from './plugins/trpc';
import { accountRoutes } from './rest/account';
import { adminRoutes } from './rest/admin';
import { adminAnalyticsRoutes } from './rest/admin-analytics';
import { advanceRoutes } from './rest/advances';
import { announcementRoutes } from './rest/announcements';
import { apiTokenRoutes } from './rest/api-tokens';
import { applicationRoutes } from './rest/applications';
import { attachmentRoutes } from './rest/attachments';
import { authRoutes } from './rest/auth';
import { conversationRoutes } from './rest/conversations';
import { documentRequestRoutes } from './rest/document-requests';
import { exportRoutes } from './rest/exports';
import { fileRoutes } from './rest/files';
import { messageRoutes } from './rest/messages';
import { mfaRoutes } from './rest/mfa';
import { noteRoutes } from './rest/notes';
import { passkeyRoutes } from './rest/passkeys';
import { pricingRoutes } from './rest/pricing';
import { trackerRoutes } from './rest/tracker';

/** JSON bodies are small; document uploads get their own streaming routes and limit. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** One WebSocket frame at most; chat messages are far smaller. */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  deps: CoreDeps;
  database: DbHandle;
  /** A ready pino logger (main.ts shares one with core); tests pass none for the default. */
  loggerInstance?: FastifyBaseLogger;
}

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  serializers: {
    req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
      method: req.method,
      url: redactUrl(req.url),
      remoteAddress: req.ip,
    }),
  },
});

/**
 * Fastify takes a hop count at run time (proxy-addr), but its types omit it: a count n
 * means "trust the n nearest proxies", which is what this function says.
 */
const trustProxySetting = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/**
 * docs/architecture.md §5, "Limits": headers, body and handler each have a deadline. Node's socket-level
 * request limit must admit a 10 MB upload, so the tighter JSON limit is a per-request handler
 * deadline (limitHandlerTime, body parsing included); the document routes set their own.
 */
const timeLimits = (limits: Config['http']) => ({
  connectionTimeout: limits.idleTimeoutMs,
  requestTimeout: limits.transferTimeoutMs,
  http: {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.transferTimeoutMs,
    // Node checks those two deadlines on this interval (30 s by default): a quarter of the
    // header limit keeps the overshoot small.
    connectionsCheckingInterval: Math.max(100, Math.floor(limits.headersTimeoutMs / 4)),
  },
});

/** The whole HTTP surface, without listening: main.ts listens, tests inject or listen on port 0. */
export async function buildApp({
  config,
  deps,
  database,
  loggerInstance,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: loggerOptions(config.logLevel) }),
    trustProxy: trustProxySetting(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
    logController: new AccessLogController(),
    ...timeLimits(config.http),
  });
  limitConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress);
  app.setErrorHandler(errorHandler);
  // First hook of all: the deadline counts from routing, before any other work.
  limitHandlerTime(app, config.http.requestTimeoutMs);

  // First: an overloaded loop refuses before any other work, and every answer is measured.
  await app.register(loadSheddingPlugin, { config });
  await app.register(metricsPlugin, { config, deps, database });
  await app.register(fastifyCookie);
  await app.register(securityPlugin, { config, deps });
  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  await app.register(liveSocketsPlugin, { deps, config });
  await app.register(trpcPlugin, { deps, config });
  await app.register(liveChannelRoutes, { deps });

  const restDeps = { deps, config };
  await app.register(authRoutes, restDeps);
  await app.register(mfaRoutes, restDeps);
  await app.register(accountRoutes, restDeps);
  await app.register(apiTokenRoutes, restDeps);
  await app.register(passkeyRoutes, restDeps);
  await app.register(applicationRoutes, restDeps);
  await app.register(adminRoutes, restDeps);
  await app.register(noteRoutes, restDeps);
  await app.register(adminAnalyticsRoutes, restDeps);
  await app.register(exportRoutes, restDeps);
  await app.register(attachmentRoutes, restDeps);
  await app.register(documentRequestRoutes, restDeps);
  await app.register(messageRoutes, restDeps);
  await app.register(announcementRoutes, restDeps);
  await app.register(conversationRoutes, restDeps);
  await app.register(fileRoutes, restDeps);
  await app.register(trackerRoutes, restDeps);
  await app.register(pricingRoutes, restDeps);
  await app.register(advanceRoutes, restDeps);
  await app.register(openApiRoutes, restDeps);
  await app.register(healthRoutes, { database });
  await app.register(spaRoutes, { config, deps, accountLocale: accountLocaleOf(deps, config) });
  return app;
}
