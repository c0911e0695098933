import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { httpMessages } from '@advance/contracts';

const refusalBody = JSON.stringify({ message: httpMessages.tooManyConnections });

/** Written straight to the socket: no parser or route runs for a connection we refuse. */
const refusal = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(refusalBody)}`,
  'Retry-After: 5',
  'Connection: close',
  '',
  refusalBody,
].join('\r\n');

/**
 * Caps open connections per peer address, so one client cannot hold every socket the
 * process can keep (slow requests, idle keep-alives). Counted on the TCP peer: behind a
 * proxy that is the proxy, which is why config turns the ceiling off there by default.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  // Before Node's own listener, so a refused socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refuse(socket);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

function refuse(socket: Socket): void {
  // Whatever the client sends is not read; the answer goes out and the socket closes.
  socket.on('error', () => {});
  socket.end(refusal, () => socket.destroy());
  socket.setTimeout(1_000, () => socket.destroy());
}
