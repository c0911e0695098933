import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (search boxes: one query per pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Search boxes wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
