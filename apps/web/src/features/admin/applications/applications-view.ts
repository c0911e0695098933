import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type ApplicationsView,
  parseApplicationsView,
} from '../../../lib/applications-view-search';

export type { ApplicationsView };

/** The current view and a setter that replaces the history entry (a filter is not a page). */
export function useApplicationsView(): [ApplicationsView, (next: ApplicationsView) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const view = parseApplicationsView(search);
  const setView = useCallback(
    (next: ApplicationsView) => {
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          const { incomplete: _i, sort: _s, ...rest } = prev;
          return { ...rest, ...next };
        },
        replace: true,
      });
    },
    [navigate],
  );
  return [view, setView];
}
