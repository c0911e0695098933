import type { PublicUser } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { FileText, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/document-title';
import { displayName } from '../auth/use-current-user';
import { PageContainer } from '../layout/page-container';

/** Placeholder until the applications list lands: the heading and layout are final. */
export function CustomerDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('My Applications');
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Applications</h1>
          <p className="mt-2 text-lg text-slate-600">
            Hello {displayName(user)}, here you can follow your cash advance applications.
          </p>
        </div>
        <Button asChild>
          <Link to="/application">
            <Plus aria-hidden="true" />
            New Application
          </Link>
        </Button>
      </div>
      <Card className="mt-8">
        <CardContent className="flex flex-col items-center py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
            <FileText aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Applications arrive soon</h2>
          <p className="mt-2 max-w-md text-slate-600">
            Your applications, their status and your documents will appear here soon.
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
