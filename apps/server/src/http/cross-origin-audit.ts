import { activityActions, type CoreDeps, logActivity } from '@advance/core';
import type { FastifyRequest } from 'fastify';

/** One entry per address per window: a flood of refused requests cannot grow the log. */
export const CROSS_ORIGIN_LOG_WINDOW_MS = 60_000;
/** Addresses remembered per window; past this the flood is already on record. */
const MAX_ADDRESSES_PER_WINDOW = 10_000;
const MAX_HEADER_LOGGED = 200;

/**
 * Writes refused cross-origin requests to the activity log (issue 11), at most once per
 * address and minute per instance. The gate is in memory on purpose: a refusal must stay
 * cheaper than the request that caused it, so it costs no query unless it is logged.
 */
export function crossOriginAudit(deps: CoreDeps) {
  let windowStart = 0;
  const seen = new Set<string>();

  return (request: FastifyRequest): void => {
    const now = deps.now().getTime();
    if (now - windowStart >= CROSS_ORIGIN_LOG_WINDOW_MS) {
      windowStart = now;
      seen.clear();
    }
    const address = request.ip || 'unknown';
    if (seen.has(address) || seen.size >= MAX_ADDRESSES_PER_WINDOW) return;
    seen.add(address);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value.slice(0, MAX_HEADER_LOGGED) : null;
    };
    logActivity(deps.db, {
      actorId: null,
      action: activityActions.crossOriginRefused,
      targetType: 'request',
      targetId: `${request.method} ${request.url.split('?')[0]?.slice(0, MAX_HEADER_LOGGED)}`,
      details: { origin: header('origin'), secFetchSite: header('sec-fetch-site') },
      ipAddress: request.ip || null,
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'Writing a refused cross-origin request to the log failed');
    });
  };
}
