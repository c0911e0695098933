import {
  type DocumentRequest,
  type DocumentRequestItem,
  documentItemStateLabels,
  documentRequestTexts,
  formatAttachmentCategory,
  staffDocumentRequestTexts as texts,
} from '@advance/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { DialogSection } from '../dialog-section';
import { AddDocumentItemForm } from './add-document-item-form';
import { useChecklistRefresh } from './use-checklist-refresh';

const stateClasses: Record<DocumentRequestItem['state'], string> = {
  pending: 'border-orange-300 bg-orange-50 text-orange-900',
  received: 'border-blue-300 bg-blue-50 text-blue-900',
  satisfied: 'border-green-300 bg-green-50 text-green-900',
};

/**
 * Issue 19, Application Details: the documents asked for, each with its state in words, a
 * "Mark satisfied" button while it is not accepted, and a form to add one more. Nothing is
 * shown for an application that never had a request.
 */
export function DocumentRequestPanel({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.documentRequests.get.queryOptions({ applicationId }));
  if (query.isPending) return <Spinner label={texts.loading} className="py-6" />;
  if (query.isError) return <FormAlert>{serverMessage(query.error, texts.loadFailed)}</FormAlert>;
  if (!query.data) return null;
  return <RequestDetails applicationId={applicationId} request={query.data} />;
}

function RequestDetails({
  applicationId,
  request,
}: {
  applicationId: string;
  request: DocumentRequest;
}) {
  const open = request.closedAt === null;
  return (
    <DialogSection title={texts.panelTitle}>
      <p className="text-sm font-medium text-slate-800">
        {documentRequestTexts.dueBy(formatDate(request.dueDate))}
      </p>
      {request.overdue ? <p className="text-sm font-medium text-red-800">{texts.overdue}</p> : null}
      {open ? null : <p className="text-sm text-slate-700">{texts.closed}</p>}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {request.items.map((item) => (
          <li key={item.id} className="p-3">
            <ItemRow applicationId={applicationId} item={item} open={open} />
          </li>
        ))}
      </ul>
      {open ? <AddDocumentItemForm applicationId={applicationId} /> : null}
    </DialogSection>
  );
}

function ItemRow({
  applicationId,
  item,
  open,
}: {
  applicationId: string;
  item: DocumentRequestItem;
  open: boolean;
}) {
  const trpc = useTRPC();
  const refresh = useChecklistRefresh(applicationId);
  const satisfy = useMutation(trpc.admin.documentRequests.satisfyItem.mutationOptions());
  const markSatisfied = () => {
    // aria-disabled rather than disabled keeps focus on the button while it works.
    if (satisfy.isPending) return;
    satisfy.mutate(
      { applicationId, itemId: item.id },
      {
        onSuccess: (request) => {
          toast({ title: texts.satisfied, description: item.description });
          refresh(request);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: serverMessage(error, texts.satisfyFailed) }),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <p className="break-words font-medium text-slate-900">{item.description}</p>
        <p className="text-sm text-slate-600">
          {texts.category(formatAttachmentCategory(item.category))}
          {item.receivedAt ? ` · ${texts.received(formatDateTime(item.receivedAt))}` : null}
          {item.resolvedAt ? ` · ${texts.accepted(formatDateTime(item.resolvedAt))}` : null}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-sm font-medium',
            stateClasses[item.state],
          )}
        >
          <span className="sr-only">Status: </span>
          {documentItemStateLabels[item.state]}
        </span>
        {open && item.state !== 'satisfied' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={texts.markSatisfiedFor(item.description)}
            aria-disabled={satisfy.isPending}
            onClick={markSatisfied}
          >
            {texts.markSatisfied}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
