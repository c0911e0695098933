/**
 * What the UI knows of the live connection:
 * - idle: no socket (nobody subscribed yet, or closed after everyone left);
 * - connecting: the first connection (or one the user asked for) is being made;
 * - connected: the socket is open;
 * - reconnecting: it dropped and attempt `attempt` of the allowed ones is under way;
 * - paused: every attempt failed; nothing more happens until the user asks to reconnect.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'paused';

export interface LiveConnectionState {
  status: LiveStatus;
  /** The reconnect attempt under way (1-based); 0 when not reconnecting. */
  attempt: number;
}

export type LiveConnectionEvent =
  /** The client started opening a socket. */
  | { type: 'connecting' }
  /** The socket is open. */
  | { type: 'connected' }
  /** A reconnect attempt was scheduled. */
  | { type: 'retrying'; attempt: number }
  /** Attempts are spent (or the subscription failed): stop until the user asks. */
  | { type: 'paused' }
  /** The client closed its socket on purpose (lazy close, nobody listening). */
  | { type: 'idle' }
  /** The user pressed Reconnect. */
  | { type: 'reconnect' };

export const initialLiveConnectionState: LiveConnectionState = { status: 'idle', attempt: 0 };

/**
 * Pure transitions. A pause holds until the user's Reconnect: the client's own events
 * (its socket closing as it gives up, a late state report) must not hide the notice. The
 * paused client dropped its subscriptions; leaving "paused" is their owner's cue to start
 * them again. Unchanged states are returned as the same object so subscribers skip a render.
 */
export function liveConnectionReducer(
  state: LiveConnectionState,
  event: LiveConnectionEvent,
): LiveConnectionState {
  switch (event.type) {
    case 'reconnect':
      if (state.status !== 'paused') return state;
      return { status: 'connecting', attempt: 0 };
    case 'paused':
      return state.status === 'paused' ? state : { ...state, status: 'paused', attempt: 0 };
    default:
      if (state.status === 'paused') return state;
  }
  switch (event.type) {
    case 'connecting':
      // A socket opening while a reconnect is counted is that attempt, not a first connect.
      if (state.status === 'connecting' || state.status === 'reconnecting') return state;
      return { ...state, status: 'connecting', attempt: 0 };
    case 'connected':
      return state.status === 'connected' ? state : { ...state, status: 'connected', attempt: 0 };
    case 'retrying':
      return { ...state, status: 'reconnecting', attempt: event.attempt };
    case 'idle':
      return state.status === 'idle' ? state : { ...state, status: 'idle', attempt: 0 };
  }
}
