import { RequireSignIn } from '../auth/require-sign-in';
import { CustomerDashboard } from './customer-dashboard';

export function DashboardPage() {
  return <RequireSignIn>{(user) => <CustomerDashboard user={user} />}</RequireSignIn>;
}
