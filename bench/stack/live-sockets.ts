/**
 * The customers' side of `npm run bench:live`, in its own process (forked with IPC): opens
 * one authenticated `/ws` socket per customer and reports every `new_message` it receives
 * with the moment it arrived. Times are `process.hrtime` (CLOCK_MONOTONIC, the same clock in
 * every process of the machine), so the sender's process can stamp the send and this one the
 * arrival.
 *
 * Messages from the parent: {type: 'connect', …} then {type: 'close'}.
 * To the parent: {type: 'connected', seconds}, {type: 'delivery', …}, {type: 'closed', …},
 * {type: 'failed', message}.
 */
import WebSocket from 'ws';

export interface SocketCustomer {
  index: number;
  userId: string;
  cookie: string;
  conversationId: string;
}

export type SocketsCommand =
  | {
      type: 'connect';
      base: string;
      origin: string;
      customers: SocketCustomer[];
      concurrency: number;
    }
  | { type: 'close' };

export type SocketsReport =
  | { type: 'connected'; seconds: number }
  | {
      type: 'delivery';
      content: string;
      customerIndex: number;
      conversationId: string;
      atMs: number;
    }
  | { type: 'closed'; customerIndex: number; code: number }
  | { type: 'failed'; message: string };

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const send = (report: SocketsReport) => {
  if (process.connected) process.send?.(report);
};
const sockets: WebSocket[] = [];

function connect(base: string, origin: string, customer: SocketCustomer): Promise<void> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { origin, cookie: customer.cookie },
    });
    let authenticated = false;
    const timer = setTimeout(() => {
      socket.terminate();
      fail(new Error(`customer ${customer.index}: not authenticated within 15 s`));
    }, 15_000);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'authenticate', userId: customer.userId }));
    });
    // Before authentication an error fails the connect; later ones end in 'close' (reported).
    socket.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.on('close', (code) => {
      if (authenticated) send({ type: 'closed', customerIndex: customer.index, code });
    });
    socket.on('message', (data) => {
      const atMs = nowMs();
      const message = JSON.parse(data.toString()) as {
        type?: string;
        conversationId?: string;
        message?: { content?: string };
      };
      if (message.type === 'authenticated') {
        authenticated = true;
        clearTimeout(timer);
        sockets.push(socket);
        done();
        return;
      }
      if (message.type !== 'new_message') return;
      send({
        type: 'delivery',
        content: message.message?.content ?? '',
        customerIndex: customer.index,
        conversationId: message.conversationId ?? '',
        atMs,
      });
    });
  });
}

async function connectAll(command: Extract<SocketsCommand, { type: 'connect' }>) {
  const started = nowMs();
  let next = 0;
  const worker = async () => {
    while (next < command.customers.length) {
      const customer = command.customers[next++] as SocketCustomer;
      await connect(command.base, command.origin, customer);
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  send({ type: 'connected', seconds: (nowMs() - started) / 1000 });
}

process.on('message', (command: SocketsCommand) => {
  if (command.type === 'connect') {
    connectAll(command).catch((error: unknown) =>
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  for (const socket of sockets) socket.close(1000);
  setTimeout(() => process.exit(0), 500);
});
