/**
 * A token bucket: up to `burst` messages at once, refilled at `perSecond`. One per socket,
 * so a flood on one socket is cut off without touching anyone else's.
 */
export function createMessageRate(
  { burst, perSecond }: { burst: number; perSecond: number },
  now: () => number = Date.now,
) {
  let tokens = burst;
  let last = now();
  return {
    /** Spends one message; false when the socket is over its rate. */
    take(): boolean {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
