import { isStaffRole } from '@advance/contracts';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { LandingPage } from '../landing/landing-page';
import { PendingPage } from '../page/pending-page';

// Signed-in screens load on demand so a visitor's first page stays small.
const CustomerDashboard = lazy(() =>
  import('../dashboard/customer-dashboard').then((m) => ({ default: m.CustomerDashboard })),
);
const AdminDashboard = lazy(() =>
  import('../admin/admin-dashboard').then((m) => ({ default: m.AdminDashboard })),
);

/** "/" is three screens in one (spec part 2): landing, customer dashboard, admin dashboard. */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PendingPage />}>
      {isStaffRole(user.role) ? <AdminDashboard user={user} /> : <CustomerDashboard user={user} />}
    </Suspense>
  );
}
