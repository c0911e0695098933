import { describe, expect, it } from 'vitest';
import {
  initialLiveConnectionState,
  type LiveConnectionEvent,
  type LiveConnectionState,
  liveConnectionReducer,
} from './connection-state';

const run = (events: LiveConnectionEvent[], from = initialLiveConnectionState) =>
  events.reduce(liveConnectionReducer, from);

const paused: LiveConnectionState = { status: 'paused', attempt: 0 };

describe('liveConnectionReducer', () => {
  it('connects, drops, counts the attempts and recovers', () => {
    const connected = run([{ type: 'connecting' }, { type: 'connected' }]);
    expect(connected).toEqual({ status: 'connected', attempt: 0 });
    const retrying = run(
      [
        { type: 'retrying', attempt: 1 },
        { type: 'retrying', attempt: 2 },
      ],
      connected,
    );
    expect(retrying).toEqual({ status: 'reconnecting', attempt: 2 });
    // The socket tRPC opens during an attempt does not restart the count.
    expect(liveConnectionReducer(retrying, { type: 'connecting' })).toBe(retrying);
    expect(liveConnectionReducer(retrying, { type: 'connected' })).toEqual(connected);
  });

  it('stays paused whatever the client reports, until the user reconnects', () => {
    const state = run([{ type: 'retrying', attempt: 5 }, { type: 'paused' }]);
    expect(state).toEqual(paused);
    for (const event of [
      { type: 'idle' },
      { type: 'connecting' },
      { type: 'connected' },
      { type: 'retrying', attempt: 1 },
      { type: 'paused' },
    ] satisfies LiveConnectionEvent[]) {
      expect(liveConnectionReducer(state, event)).toBe(state);
    }
    expect(liveConnectionReducer(state, { type: 'reconnect' })).toEqual({
      status: 'connecting',
      attempt: 0,
    });
  });

  it('ignores Reconnect unless paused', () => {
    const connected = run([{ type: 'connected' }]);
    expect(liveConnectionReducer(connected, { type: 'reconnect' })).toBe(connected);
  });

  it('goes idle when the client closes on purpose', () => {
    expect(run([{ type: 'connected' }, { type: 'idle' }])).toEqual(initialLiveConnectionState);
    expect(liveConnectionReducer(initialLiveConnectionState, { type: 'idle' })).toBe(
      initialLiveConnectionState,
    );
  });
});
