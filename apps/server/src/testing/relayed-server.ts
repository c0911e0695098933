import { createDb } from '@advance/db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { startTestServer, type TestServer } from './test-server';

/** Short limits, so a cut shows within a test's patience (production: 3 s and 5 s). */
const CONNECT_TIMEOUT_MS = 1000;
const QUERY_TIMEOUT_MS = 2000;
/** The bound issue 12 sets for an answer while the database is away. */
export const OUTAGE_ANSWER_WITHIN_MS = 6000;

export interface RelayedServer {
  /** The instance whose database connections pass through the relay. */
  server: TestServer;
  /** The relay the test cuts (`refuse`, `blackhole`) and `restore`s. */
  proxy: TcpProxy;
  close: () => Promise<void>;
}

/**
 * A second instance on `direct`'s PostgreSQL database that reaches it through a TCP relay, so
 * a test can take the database away from this instance only (issue 12) while `direct` keeps
 * working on the same data. PostgreSQL only: the embedded database has no connection to cut.
 */
export async function startRelayedServer(
  direct: TestServer,
  env: Record<string, string> = {},
): Promise<RelayedServer> {
  const url = new URL(direct.db.databaseUrl ?? '');
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.host = proxy.address;
  const database = await createDb({
    databaseUrl: viaProxy.toString(),
    poolSize: 4,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    queryTimeoutMs: QUERY_TIMEOUT_MS,
  });
  const server = await startTestServer(env, { database });
  return {
    server,
    proxy,
    close: async () => {
      proxy.restore();
      await server.close();
      await database.close();
      await proxy.close();
    },
  };
}
