/** Admin lists load this many rows per page. */
export const ADMIN_PAGE_SIZE = 20;

export interface PageInfo {
  /** "Showing 21–40 of 45" (en dash), or "" for an empty list. */
  rangeText: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** What the pager under a server-paged list says and allows. */
export function pageInfo(offset: number, shown: number, total: number): PageInfo {
  if (total <= 0 || shown <= 0) {
    return { rangeText: '', hasPrevious: offset > 0, hasNext: false };
  }
  const first = offset + 1;
  const last = Math.min(offset + shown, total);
  return {
    rangeText: `Showing ${first}–${last} of ${total}`,
    hasPrevious: offset > 0,
    hasNext: offset + shown < total,
  };
}

/** The offset of the last page that still has rows (after rows vanished under a filter). */
export function lastPageOffset(total: number, pageSize: number): number {
  if (total <= 0) return 0;
  return Math.floor((total - 1) / pageSize) * pageSize;
}
