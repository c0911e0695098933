import type { PublicUser } from '@advance/contracts';
import { LayoutDashboard } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/document-title';
import { displayName } from '../auth/use-current-user';
import { PageContainer } from '../layout/page-container';
import { RoleBadge } from './role-badge';

/** Placeholder until the admin desk lands: the heading and role badges are final. */
export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <RoleBadge role={user.role} />
        {user.role === 'super_admin' ? <Badge variant="success">Full Access</Badge> : null}
      </div>
      <p className="mt-2 text-lg text-slate-600">Signed in as {displayName(user)}.</p>
      <Card className="mt-8">
        <CardContent className="flex flex-col items-center py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
            <LayoutDashboard aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">The admin desk arrives soon</h2>
          <p className="mt-2 max-w-md text-slate-600">
            Applications, users, sessions, messages, announcements and activity logs will be managed
            from here.
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
