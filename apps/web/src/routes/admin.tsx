import { isStaffRole } from '@advance/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';

export const Route = createFileRoute('/admin')({
  // Spec part 2: the route exists only for staff; everyone else gets the 404 screen.
  beforeLoad: ({ context }) => {
    const user = context.trpcUtils.auth.me.getData();
    if (!user || !isStaffRole(user.role)) throw notFound();
  },
  component: AdminPage,
});
