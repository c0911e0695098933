import { describe, expect, it } from 'vitest';
import { liveReconnectPolicy, reconnectDelayMs } from './reconnect-policy';

describe('reconnectDelayMs', () => {
  it('waits 1 s times the attempt number for the five attempts of the spec', () => {
    expect(liveReconnectPolicy).toEqual({ maxAttempts: 5, baseDelayMs: 1000 });
    expect([0, 1, 2, 3, 4].map((index) => reconnectDelayMs(index))).toEqual([
      1000, 2000, 3000, 4000, 5000,
    ]);
  });

  it('gives up after the last attempt', () => {
    expect(reconnectDelayMs(5)).toBeNull();
    expect(reconnectDelayMs(50)).toBeNull();
    expect(reconnectDelayMs(-1)).toBeNull();
  });

  it('follows another policy', () => {
    expect(reconnectDelayMs(1, { maxAttempts: 2, baseDelayMs: 10 })).toBe(20);
    expect(reconnectDelayMs(2, { maxAttempts: 2, baseDelayMs: 10 })).toBeNull();
  });
});
