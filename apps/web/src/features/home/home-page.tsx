import { isStaffRole } from '@advance/contracts';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazy-with-data';
import { useCurrentUser } from '../auth/use-current-user';
import { LandingPage } from '../landing/landing-page';
import { PendingPage } from '../page/pending-page';

// Signed-in screens load on demand, with the data layer, so a visitor's first page stays small.
const CustomerDashboard = lazyWithData(() =>
  import('../dashboard/customer-dashboard').then((m) => m.CustomerDashboard),
);
const AdminDashboard = lazyWithData(() =>
  import('../admin/admin-dashboard').then((m) => m.AdminDashboard),
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
