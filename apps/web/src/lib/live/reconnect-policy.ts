import { LIVE_RECONNECT_BASE_DELAY_MS, LIVE_RECONNECT_MAX_ATTEMPTS } from '@advance/contracts';

export interface ReconnectPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}

/** Spec part 4: up to 5 reconnects, waiting 1 s × the attempt number before each. */
export const liveReconnectPolicy: ReconnectPolicy = {
  maxAttempts: LIVE_RECONNECT_MAX_ATTEMPTS,
  baseDelayMs: LIVE_RECONNECT_BASE_DELAY_MS,
};

/**
 * How long to wait before reconnect attempt `attemptIndex` (0 for the first after a drop),
 * or null once every attempt is spent: the connection then pauses until the user asks.
 */
export function reconnectDelayMs(
  attemptIndex: number,
  policy: ReconnectPolicy = liveReconnectPolicy,
): number | null {
  if (attemptIndex < 0 || attemptIndex >= policy.maxAttempts) return null;
  return policy.baseDelayMs * (attemptIndex + 1);
}
