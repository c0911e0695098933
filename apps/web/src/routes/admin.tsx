import { isStaffRole } from '@advance/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';
import { parseApplicationsView } from '../lib/applications-view-search';
import { currentUser } from '../lib/current-user-store';
import { DataProvider } from '../lib/data-provider';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/admin')({
  // Issue 19: the Applications tab's sort and filter live in the address.
  validateSearch: parseApplicationsView,
  // Spec part 2: the route exists only for staff; everyone else gets the 404 screen.
  beforeLoad: () => {
    const user = currentUser();
    if (!user || !isStaffRole(user.role)) throw notFound();
  },
  // Started, not awaited (docs/decisions/014): the summary cards head every tab.
  loader: () => {
    prefetch(({ queryClient, trpc }) =>
      queryClient.prefetchQuery(trpc.admin.summary.queryOptions()),
    );
  },
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <DataProvider>
      <AdminPage />
    </DataProvider>
  );
}
