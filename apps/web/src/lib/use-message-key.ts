import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One idempotency key per message a composer sends (docs/decisions/012): sending the same
 * text again after a failure reuses its key, so a send whose answer was lost is not stored
 * twice; a sent message, or different text, starts a new key.
 */
export function useMessageKey() {
  const pending = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor: (content: string): string => {
      if (pending.current?.content !== content)
        pending.current = { content, key: newIdempotencyKey() };
      return pending.current.key;
    },
    sent: () => {
      pending.current = null;
    },
  };
}
