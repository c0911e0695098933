import type { AppRouter } from '@advance/api';
import type { LiveEvent } from '@advance/contracts';
import type { Operation, OperationResultEnvelope, TRPCClientError } from '@trpc/client';
import { type Observer, observable } from '@trpc/server/observable';

type LiveObserver = Observer<
  OperationResultEnvelope<unknown, TRPCClientError<AppRouter>>,
  TRPCClientError<AppRouter>
>;

/**
 * Plays the server's side of `live.events` for component tests (see renderWithTrpc): what
 * the app subscribed with, and events pushed to it as tracked data.
 */
export function createFakeLiveChannel() {
  const observers = new Set<LiveObserver>();
  const inputs: unknown[] = [];
  return {
    /** The input of every subscription started, in order. */
    inputs,
    subscriberCount: () => observers.size,
    subscribe: (op: Operation) =>
      observable<
        OperationResultEnvelope<unknown, TRPCClientError<AppRouter>>,
        TRPCClientError<AppRouter>
      >((observer) => {
        inputs.push(op.input);
        observers.add(observer);
        observer.next({ result: { type: 'started' } });
        return () => {
          observers.delete(observer);
        };
      }),
    emit(id: string, event: LiveEvent) {
      for (const observer of observers) {
        observer.next({ result: { type: 'data', id, data: { id, data: event } } });
      }
    },
    /** The server ended the subscription (a subscriber that fell too far behind). */
    stop() {
      for (const observer of [...observers]) {
        observer.next({ result: { type: 'stopped' } });
        observer.complete();
      }
    },
  };
}

export type FakeLiveChannel = ReturnType<typeof createFakeLiveChannel>;
