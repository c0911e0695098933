import { authMessages, type PublicUser } from '@advance/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../page/page-container';
import { PendingPage } from '../page/pending-page';
import { useRequireSignIn } from './use-require-sign-in';

/** Renders its children for a signed-in user; a visitor is toasted and sent to sign in. */
export function RequireSignIn({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, failed } = useRequireSignIn();
  if (user) return children(user);
  if (failed) return <SessionCheckFailed />;
  if (user === null) return <RedirectingToSignIn />;
  return <PendingPage />;
}

function RedirectingToSignIn() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('required.title'));
  return (
    <PageContainer className="py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('required.heading')}</h1>
      <p role="status" className="mt-3 text-lg text-slate-700">
        {t('required.redirecting')}
      </p>
    </PageContainer>
  );
}

function SessionCheckFailed() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('required.connectionTitle'));
  return (
    <PageContainer className="max-w-xl py-24">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('required.connectionTitle')}</h1>
      <FormAlert>{authMessages.sessionCheckFailed}</FormAlert>
    </PageContainer>
  );
}
