import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

/**
 * Cookie settings of decision 002. Over HTTPS the __Host- prefix pins the cookie to
 * this exact host, path / and Secure, so a sibling subdomain cannot overwrite it.
 */
export const sessionCookieName = (config: Pick<Config, 'secureCookies'>): string =>
  config.secureCookies ? '__Host-session' : 'session';

export const sessionCookieOptions = (
  config: Pick<Config, 'secureCookies'>,
  expires?: Date,
): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: config.secureCookies,
  ...(expires && { expires }),
});
