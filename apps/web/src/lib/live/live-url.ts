/**
 * The tRPC WebSocket endpoint on the page's own origin: wss on an https page, ws otherwise.
 * Same origin, so the browser sends the session cookie with the upgrade (DESIGN §4.7).
 */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/trpc`;
}
