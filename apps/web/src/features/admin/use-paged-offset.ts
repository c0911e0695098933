import { useEffect, useState } from 'react';
import { lastPageOffset } from '../../lib/pagination';

/**
 * The page offset of a server-paged list; back to the first page whenever the filters
 * (`resetKey`) change.
 */
export function usePagedOffset(resetKey: string) {
  const [offset, setOffset] = useState(0);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setOffset(0);
  }
  return [offset, setOffset] as const;
}

/**
 * When the rows of the current page vanish (a review moved the last one out of the status
 * filter), go back to the last page that still has rows instead of showing an empty page.
 */
export function useLastPageFallback(
  offset: number,
  setOffset: (offset: number) => void,
  page: { items: readonly unknown[]; total: number } | undefined,
  pageSize: number,
) {
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0) {
      setOffset(lastPageOffset(page.total, pageSize));
    }
  }, [page, offset, setOffset, pageSize]);
}
