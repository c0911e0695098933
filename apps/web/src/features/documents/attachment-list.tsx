import type { Attachment } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentsT } from './texts';

/**
 * An application's documents with their loading, failure and empty states. Customers get
 * only the visible ones and staff all of them: the server decides. A 401 is handled by the
 * query cache (lib/query-client.ts). `localized`: a customer screen, in the app's language
 * (staff screens stay English).
 */
export function AttachmentList({
  applicationId,
  renderItem,
  localized = false,
}: {
  applicationId: string;
  renderItem: (attachment: Attachment) => ReactNode;
  localized?: boolean;
}) {
  const t = useDocumentsT(localized);
  const trpc = useTRPC();
  const list = useQuery(trpc.attachments.list.queryOptions({ applicationId }));

  if (list.isPending) {
    return <Spinner label={t('list.loading')} className="justify-start py-3" />;
  }
  if (list.isError) {
    return (
      <div className="space-y-3">
        <FormAlert>{serverMessage(list.error, t('list.failed'))}</FormAlert>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return <p className="text-sm text-slate-700">{t('list.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {list.data.map((attachment) => (
        <li key={attachment.id} className="p-3">
          {renderItem(attachment)}
        </li>
      ))}
    </ul>
  );
}
