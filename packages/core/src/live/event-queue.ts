/**
 * A small unbounded-until-`limit` queue a live subscriber reads from: the feed pushes,
 * the subscriber awaits. A reader that falls `limit` items behind is cut off (it will
 * reconnect and resume from its last id) rather than growing memory without end.
 */
export function createEventQueue<T>(limit: number) {
  const items: T[] = [];
  let wake: (() => void) | undefined;
  let overflowed = false;

  return {
    push(item: T): void {
      if (items.length >= limit) {
        overflowed = true;
      } else {
        items.push(item);
      }
      wake?.();
    },
    get overflowed() {
      return overflowed;
    },
    /** The next item; undefined once `signal` aborts or the queue overflowed. */
    async next(signal?: AbortSignal): Promise<T | undefined> {
      while (items.length === 0) {
        if (overflowed || signal?.aborted) return undefined;
        await new Promise<void>((resolve) => {
          const done = () => {
            signal?.removeEventListener('abort', done);
            wake = undefined;
            resolve();
          };
          wake = done;
          signal?.addEventListener('abort', done, { once: true });
        });
      }
      if (overflowed) return undefined;
      return items.shift();
    },
  };
}
