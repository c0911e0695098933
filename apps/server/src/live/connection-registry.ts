import type { RequestMeta } from '@advance/core';
import type { WebSocket } from 'ws';
import { WS_CLOSE } from './live-limits';

export interface LiveConnection {
  readonly kind: 'ws' | 'trpc';
  readonly sessionId: string;
  readonly userId: string;
  /** Who connected, read from the upgrade request like any HTTP request's (TRUST_PROXY). */
  readonly meta: RequestMeta;
  /** The session's expiry as last read; HTTP activity slides it, so each re-check refreshes it. */
  expiresAt: Date;
  readonly socket: WebSocket;
}

export interface ConnectionRegistry {
  /** True when the user holds as many live connections as one instance allows. */
  isFull: (userId: string) => boolean;
  /**
   * Registers a connection until its socket closes; null (and the socket closed) when the
   * user is already at the limit.
   */
  add: (connection: LiveConnection) => LiveConnection | null;
  /** Re-checks one connection's session now; false (and closed) when it has ended. */
  confirm: (connection: LiveConnection) => Promise<boolean>;
  /** Closes every connection of these sessions. */
  revoke: (sessionIds: Iterable<string>) => void;
  /** Re-checks every connection against the database in one batch; closes the ended. */
  sweep: () => Promise<void>;
  count: () => number;
  /** The open connections, for inspection. */
  list: () => LiveConnection[];
  closeAll: (code: number, reason: string) => void;
}

/**
 * The one owner of live connection lifetime on this instance: every long-lived socket
 * (/ws and tRPC) is registered with its session, and closed when that session ends, as
 * announced (sign-out, reset, role change, from any instance) or as found by a re-check
 * (expiry, idle or absolute, or an announcement that never arrived).
 */
export function createConnectionRegistry({
  findLiveSessions,
  maxPerUser,
}: {
  /** The given sessions that are still live, with their expiry. */
  findLiveSessions: (sessionIds: string[]) => Promise<Map<string, Date>>;
  maxPerUser: number;
}): ConnectionRegistry {
  const bySession = new Map<string, Set<LiveConnection>>();
  const byUser = new Map<string, Set<LiveConnection>>();

  const remove = (connection: LiveConnection) => {
    for (const [map, key] of [
      [bySession, connection.sessionId],
      [byUser, connection.userId],
    ] as const) {
      const set = map.get(key);
      set?.delete(connection);
      if (set?.size === 0) map.delete(key);
    }
  };

  const endSession = (sessionId: string) => {
    for (const connection of bySession.get(sessionId) ?? []) {
      remove(connection);
      connection.socket.close(WS_CLOSE.sessionEnded, 'Session ended');
    }
  };

  const refresh = (live: Map<string, Date>, sessionIds: Iterable<string>) => {
    for (const id of sessionIds) {
      const expiresAt = live.get(id);
      if (!expiresAt) {
        endSession(id);
        continue;
      }
      for (const connection of bySession.get(id) ?? []) connection.expiresAt = expiresAt;
    }
  };

  let sweeping: Promise<void> | undefined;

  return {
    isFull: (userId) => (byUser.get(userId)?.size ?? 0) >= maxPerUser,

    add(connection) {
      const mine = byUser.get(connection.userId) ?? new Set();
      if (mine.size >= maxPerUser) {
        connection.socket.close(WS_CLOSE.tooManyConnections, 'Too many live connections');
        return null;
      }
      mine.add(connection);
      byUser.set(connection.userId, mine);
      const same = bySession.get(connection.sessionId) ?? new Set();
      same.add(connection);
      bySession.set(connection.sessionId, same);
      connection.socket.once('close', () => remove(connection));
      return connection;
    },

    async confirm(connection) {
      if (!bySession.get(connection.sessionId)?.has(connection)) return false;
      const live = await findLiveSessions([connection.sessionId]);
      refresh(live, [connection.sessionId]);
      return live.has(connection.sessionId);
    },

    revoke(sessionIds) {
      for (const id of sessionIds) endSession(id);
    },

    sweep() {
      // A slow database must not stack sweeps: one at a time, the next tick tries again.
      sweeping ??= (async () => {
        const ids = [...bySession.keys()];
        if (ids.length === 0) return;
        refresh(await findLiveSessions(ids), ids);
      })().finally(() => {
        sweeping = undefined;
      });
      return sweeping;
    },

    count: () => [...bySession.values()].reduce((n, set) => n + set.size, 0),

    list: () => [...bySession.values()].flatMap((set) => [...set]),

    closeAll(code, reason) {
      for (const set of [...bySession.values()])
        for (const connection of set) {
          remove(connection);
          connection.socket.close(code, reason);
        }
    },
  };
}
