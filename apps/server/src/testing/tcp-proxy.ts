import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay placed between the service and PostgreSQL, so a test can take the database
 * away the ways a network does: `refuse()` drops every connection and refuses new ones (a
 * restart, a failover), `blackhole()` drops them and accepts new ones that never answer
 * (a cut cable, a hung server); `restore()` relays again.
 */
export interface TcpProxy {
  /** host:port to put in a connection string instead of the real server's. */
  address: string;
  refuse: () => void;
  blackhole: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'relay' | 'refuse' | 'blackhole' = 'relay';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => {});
  };
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    address: `127.0.0.1:${port}`,
    refuse: () => {
      mode = 'refuse';
      dropAll();
    },
    blackhole: () => {
      mode = 'blackhole';
      dropAll();
    },
    restore: () => {
      mode = 'relay';
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
