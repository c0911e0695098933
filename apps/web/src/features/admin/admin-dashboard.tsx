import { greetingName, type PublicUser } from '@advance/contracts';
import { Badge } from '../../components/ui/badge';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../page/page-container';
import { AdminTabs } from './admin-tabs';
import { RoleBadge } from './role-badge';
import { SummaryCards } from './summary-cards';

/** Spec part 2: the staff desk at /admin (and / for staff). */
export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  const superAdmin = user.role === 'super_admin';
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <RoleBadge role={user.role} />
        {superAdmin ? <Badge variant="success">Full Access</Badge> : null}
      </div>
      {/* Issue 20: a placeholder name ("Super") is not a name: the e-mail says who it is. */}
      <p className="mt-2 text-lg text-slate-600">
        Signed in as {greetingName(user) ?? user.email}.
      </p>
      <section aria-label="Summary" className="mt-8">
        <SummaryCards />
      </section>
      <div className="mt-10">
        <AdminTabs canChangeRoles={superAdmin} />
      </div>
    </PageContainer>
  );
}
