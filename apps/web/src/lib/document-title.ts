import { marketing } from '@advance/contracts';
import { useEffect } from 'react';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${marketing.brandName}` : marketing.brandName;
}

/** Each screen names itself in the tab and for screen readers announcing the page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
