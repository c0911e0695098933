import type { PublicUser } from '@advance/contracts';
import { Mail } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireSignIn } from '../auth/require-sign-in';
import { PageContainer } from '../layout/page-container';

export function MessageCenterPage() {
  return <RequireSignIn>{(user) => <MessageCenter user={user} />}</RequireSignIn>;
}

/** Placeholder until the message list lands: the heading and layout are final. */
function MessageCenter(_props: { user: PublicUser }) {
  useDocumentTitle('Message Center');
  return (
    <PageContainer className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Message Center</h1>
      <p className="mt-2 text-lg text-slate-600">
        Updates about your applications and replies from our support team.
      </p>
      <Card className="mt-8">
        <CardContent className="flex flex-col items-center py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
            <Mail aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Messages arrive soon</h2>
          <p className="mt-2 max-w-md text-slate-600">
            Your messages from our team will appear here soon.
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
