import type { PublicUser } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileText, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { advancesByApplication } from '../advances/advance-view';
import { displayName } from '../auth/use-current-user';
import { SupportChatPanel } from '../chat/support-chat-panel';
import { PageContainer } from '../page/page-container';
import { BenefitsNotice } from '../pricing/benefits-notice';
import { ApplicationCard } from './application-card';

/**
 * The customer's applications, newest first (the server's order). A 401 here is handled by
 * the query cache (lib/query-client.ts): the logged-out toast, then sign-in after 500 ms.
 */
export function CustomerDashboard({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('page.title'));
  const mine = useQuery(trpc.applications.mine.queryOptions());
  const applications = mine.data ?? [];
  // Issue 18: the advance of each approved application, shown on its card.
  const advances = useQuery(trpc.advances.mine.queryOptions());
  const advanceOf = advancesByApplication(advances.data?.advances ?? []);

  return (
    <PageContainer className="comfortable-text py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
          <p className="mt-2 text-lg text-slate-600">
            {t('page.greeting', { name: displayName(user) })}
          </p>
        </div>
        {applications.length > 0 ? (
          <Button asChild>
            <Link to="/application">
              <Plus aria-hidden="true" />
              {t('page.newApplication')}
            </Link>
          </Button>
        ) : null}
      </div>

      <BenefitsNotice className="mt-6" />

      <div className="mt-8">
        {mine.isPending ? <Spinner label={t('page.loading')} /> : null}
        {mine.isError ? (
          <div className="space-y-4">
            <FormAlert>{serverMessage(mine.error, t('page.loadFailed'))}</FormAlert>
            <Button variant="secondary" onClick={() => void mine.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('page.tryAgain')}
            </Button>
          </div>
        ) : null}
        {mine.isSuccess && applications.length === 0 ? (
          <>
            <NoApplications />
            {/* Issue 20: a message staff sent before any application is still shown here. */}
            <div className="mt-8 empty:hidden">
              <SupportChatPanel application={null} />
            </div>
          </>
        ) : null}
        {advances.isError && applications.length > 0 ? (
          <FormAlert className="mb-6">
            {serverMessage(advances.error, t('page.advancesLoadFailed'))}
          </FormAlert>
        ) : null}
        {applications.length > 0 ? (
          <ul className="space-y-8">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  advance={advanceOf.get(application.id)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </PageContainer>
  );
}

function NoApplications() {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardContent className="flex flex-col items-center py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <FileText aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
        <p className="mt-2 max-w-md text-slate-600">{t('page.emptyText')}</p>
        <Button asChild className="mt-8">
          <Link to="/application">
            <Plus aria-hidden="true" />
            {t('page.startFirst')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
