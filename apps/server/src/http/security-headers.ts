import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Helmet's settings for this app (docs/architecture.md §6). Every CSP directive is a plain
 * list of strings: the header is then the same for every request, which is what lets
 * `securityHeaders` compute it once.
 */
export const helmetOptions = (config: Pick<Config, 'secureCookies'>): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.secureCookies && { upgradeInsecureRequests: [] }),
    },
  },
  hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets, computed once per configuration: helmet's middleware is run a
 * single time against a recording response. (@fastify/helmet rebuilt that middleware,
 * parsing the CSP anew, on every request: a fifth of a bare route's time.) Names are lower
 * case, as Fastify keeps its own.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet drops X-Powered-By, which Fastify never sends: nothing to carry over.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
