/**
 * Domain events that other parts of the process react to (for example: live connections
 * close when their session ends). The bus itself is in-process; what other instances must
 * hear also goes through PostgreSQL NOTIFY and is put back on their bus by a relay
 * (live-feed.ts for the journal, session-revocations.ts for ended sessions).
 */
export type DomainEvent =
  | {
      type: 'sessions.revoked';
      userId: string;
      sessionIds: string[];
    }
  /** The live journal grew up to `id` (this instance wrote it; others hear it by NOTIFY). */
  | { type: 'live.appended'; id: number };

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  publish: (event: DomainEvent) => void;
  subscribe: (listener: EventListener) => () => void;
}

export function createInProcessEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One failing listener must not stop delivery to the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
