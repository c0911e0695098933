/** Admin lists load this many rows per page. */
export const ADMIN_PAGE_SIZE = 20;

export interface PageInfo {
  /** "Showing 21–40 of 45" (en dash), or "" for an empty list. */
  rangeText: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the pager under a server-paged list says and allows. A capped total (the server
 * stopped counting) reads "10,000+" and always allows Next.
 */
export function pageInfo(
  offset: number,
  shown: number,
  total: number,
  totalCapped = false,
): PageInfo {
  if (total <= 0 || shown <= 0) {
    return { rangeText: '', hasPrevious: offset > 0, hasNext: false };
  }
  const first = offset + 1;
  const last = Math.min(offset + shown, total);
  return {
    rangeText: `Showing ${count(first)}–${count(last)} of ${count(total)}${totalCapped ? '+' : ''}`,
    hasPrevious: offset > 0,
    hasNext: totalCapped || offset + shown < total,
  };
}

/** The offset of the last page that still has rows (after rows vanished under a filter). */
export function lastPageOffset(total: number, pageSize: number): number {
  if (total <= 0) return 0;
  return Math.floor((total - 1) / pageSize) * pageSize;
}
