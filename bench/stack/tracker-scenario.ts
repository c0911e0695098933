/**
 * The tracker bench's requests, built in the load driver's process (bench/stack/load-driver.ts
 * imports this file by path): visitors start visits with `POST /api/sessions`, then page views
 * go round-robin over them. Each visitor has its own address (X-Forwarded-For, the server
 * runs with TRUST_PROXY) and a desktop Chrome User-Agent, as the browser tracker sends.
 *
 * autocannon calls `setupRequest` exactly once per request sent (once per connection for its
 * first request, then before each further one), so request n of the run is `first + n`.
 */
import type autocannon from 'autocannon';

export interface Visitor {
  ip: string;
  sessionId: string;
}

export interface TrackerScenario {
  kind: 'sessions' | 'page-views';
  origin: string;
  visitors: Visitor[];
  /** Index of the run's first event (page views after the warm-up continue the sequence). */
  first: number;
}

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const PATHS = ['/', '/about', '/application', '/login', '/dashboard', '/messages'];

export function requests(options: TrackerScenario): autocannon.Request[] {
  const { visitors, origin } = options;
  let next = options.first;
  const headers = (visitor: Visitor) => ({
    'content-type': 'application/json',
    origin,
    'user-agent': BROWSER_UA,
    'x-forwarded-for': visitor.ip,
  });
  if (options.kind === 'sessions')
    return [
      {
        method: 'POST',
        path: '/api/sessions',
        setupRequest: (request) => {
          const visitor = visitors[next++ % visitors.length] as Visitor;
          return {
            ...request,
            headers: headers(visitor),
            body: JSON.stringify({
              sessionId: visitor.sessionId,
              referrer: 'https://www.google.com/',
              screenResolution: '1920x1080',
              timezone: 'America/New_York',
            }),
          };
        },
      },
    ];
  return [
    {
      method: 'POST',
      path: '/api/page-views',
      setupRequest: (request) => {
        const i = next++;
        const visitor = visitors[i % visitors.length] as Visitor;
        return {
          ...request,
          headers: headers(visitor),
          body: JSON.stringify({
            sessionId: visitor.sessionId,
            path: PATHS[i % PATHS.length],
            title: 'Benefit Advance',
            isEntryPage: i < visitors.length,
          }),
        };
      },
    },
  ];
}
