import { searchText } from './search-params';

/**
 * Issue 19: the Applications tab's sort and "Incomplete only" filter, kept in the address
 * (`/admin?incomplete=true&sort=waiting`) so a summary card can link to the list it counts and
 * a reload keeps the view. Only the non-default values are written. Here, not beside the tab,
 * because the route tree reads it on every page (the public pages must not load admin code).
 */
export interface ApplicationsView {
  incomplete?: true;
  sort?: 'waiting';
}

/** Reads the view from the search params (values arrive as text; anything else is ignored). */
export function parseApplicationsView(search: Record<string, unknown>): ApplicationsView {
  const view: ApplicationsView = {};
  if (searchText(search.incomplete) === 'true') view.incomplete = true;
  if (searchText(search.sort) === 'waiting') view.sort = 'waiting';
  return view;
}
