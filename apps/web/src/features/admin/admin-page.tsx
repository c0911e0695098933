import { isStaffRole } from '@advance/contracts';
import { useCurrentUser } from '../auth/use-current-user';
import { NotFoundPage } from '../page/not-found-page';
import { AdminDashboard } from './admin-dashboard';

/**
 * The route guard already answers 404 for non-staff; this covers the user changing while
 * the page is open (e.g. signed out in this tab).
 */
export function AdminPage() {
  const user = useCurrentUser();
  if (!user || !isStaffRole(user.role)) return <NotFoundPage />;
  return <AdminDashboard user={user} />;
}
