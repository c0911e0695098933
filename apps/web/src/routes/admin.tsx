import { isStaffRole } from '@advance/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';
import { cachedUser } from '../lib/route-context';

export const Route = createFileRoute('/admin')({
  // Spec part 2: the route exists only for staff; everyone else gets the 404 screen.
  beforeLoad: ({ context }) => {
    const user = cachedUser(context);
    if (!user || !isStaffRole(user.role)) throw notFound();
  },
  // Started, not awaited (docs/decisions/014): the summary cards head every tab.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.admin.summary.queryOptions());
  },
  component: AdminPage,
});
