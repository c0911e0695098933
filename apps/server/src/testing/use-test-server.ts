import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TestClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * Registers the usual hooks of a server suite: one real server for the file, empty tables
 * before each test. `server()` is valid inside tests and hooks.
 */
export function useTestServer(env?: Record<string, string>) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(() => server?.close());
  beforeEach(() => current().reset());
  const current = (): TestServer => {
    if (!server) throw new Error('useTestServer: the server is not started yet');
    return server;
  };
  return {
    server: current,
    /** A fresh browser-like client: its own cookies, same-origin headers. */
    client: () => new TestClient(current().url, current().origin),
  };
}
