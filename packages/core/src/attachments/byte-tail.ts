/** Keeps the last `capacity` bytes seen, in a ring, without holding the whole stream. */
export function createByteTail(capacity: number) {
  const ring = new Uint8Array(capacity);
  let end = 0;
  let filled = 0;
  return {
    push(chunk: Uint8Array) {
      const bytes = chunk.length > capacity ? chunk.subarray(chunk.length - capacity) : chunk;
      const first = Math.min(bytes.length, capacity - end);
      ring.set(bytes.subarray(0, first), end);
      ring.set(bytes.subarray(first), 0);
      end = (end + bytes.length) % capacity;
      filled = Math.min(capacity, filled + bytes.length);
    },
    bytes(): Uint8Array {
      // Until the ring is full it has never wrapped: the bytes are in order from 0.
      if (filled < capacity) return ring.subarray(0, filled);
      const ordered = new Uint8Array(capacity);
      ordered.set(ring.subarray(end), 0);
      ordered.set(ring.subarray(0, end), capacity - end);
      return ordered;
    },
  };
}
