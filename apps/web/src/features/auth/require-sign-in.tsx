import { authMessages, type PublicUser } from '@advance/contracts';
import type { ReactNode } from 'react';
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
  useDocumentTitle('Sign In Required');
  return (
    <PageContainer className="py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Please sign in</h1>
      <p role="status" className="mt-3 text-lg text-slate-700">
        Taking you to sign in…
      </p>
    </PageContainer>
  );
}

function SessionCheckFailed() {
  useDocumentTitle('Connection Problem');
  return (
    <PageContainer className="max-w-xl py-24">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Connection Problem</h1>
      <FormAlert>{authMessages.sessionCheckFailed}</FormAlert>
    </PageContainer>
  );
}
