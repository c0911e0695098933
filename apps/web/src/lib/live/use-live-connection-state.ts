import { useSyncExternalStore } from 'react';
import type { LiveConnectionState } from './connection-state';
import type { LiveConnection } from './live-connection';

export type LiveStateSource = Pick<LiveConnection, 'getSnapshot' | 'subscribe'>;

/**
 * The live connection's state, re-rendering on each change. Spec part 4 polls it every
 * second; subscribing to the client's own state reports the same changes without a timer.
 */
export function useLiveConnectionState(connection: LiveStateSource): LiveConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot, connection.getSnapshot);
}
