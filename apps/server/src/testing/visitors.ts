import { randomBytes } from 'node:crypto';
import { TestClient } from './http-client';
import type { TestServer } from './test-server';

/** Real browsers' User-Agent strings: Node's own ("node") is, rightly, a bot to `isbot`. */
export const userAgents = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A client session id in the tracker's format: prefix, 13-digit ms, 22 base-62 characters. */
export function clientSessionId(now = Date.now()): string {
  const random = [...randomBytes(22)].map((b) => BASE62[b % 62]).join('');
  return `sess_${String(now).padStart(13, '0')}_${random}`;
}

let lastOctet = 0;

/**
 * A browser on its own address (the server trusts X-Forwarded-For in these suites), so
 * the per-IP tracker limit of one test never spills into another.
 */
export function visitorClient(
  server: TestServer,
  headers: Record<string, string> = {},
): TestClient {
  lastOctet = (lastOctet % 250) + 1;
  const ip = `203.0.${Math.floor(Math.random() * 250)}.${lastOctet}`;
  return new TestClient(server.url, server.origin, {
    'user-agent': userAgents.desktopChrome,
    'x-forwarded-for': ip,
    ...headers,
  });
}
