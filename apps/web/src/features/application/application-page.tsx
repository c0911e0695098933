import { marketing } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/document-title';
import { formatUsd } from '../../lib/format';
import { PageContainer } from '../layout/page-container';

/** Placeholder until the three-step wizard lands. */
export function ApplicationPage() {
  useDocumentTitle('Apply for a Cash Advance');
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Apply for a Cash Advance
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        Advances from {formatUsd(marketing.minAdvance)} to {formatUsd(marketing.maxAdvance)}, with
        one processing fee and no sign-in needed to apply.
      </p>
      <Card className="mt-8">
        <CardContent className="flex flex-col items-center py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
            <ClipboardList aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">
            Our online application is coming soon
          </h2>
          <p className="mt-2 max-w-md text-slate-600">
            The three-step application wizard is coming. You will be able to pre-qualify in{' '}
            {marketing.preQualifyMinutes}.
          </p>
          <Button asChild variant="secondary" className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
