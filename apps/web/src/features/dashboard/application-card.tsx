import type { CustomerApplication } from '@advance/contracts';
import { useId } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { DetailList } from '../../components/ui/detail-list';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { amountItems, contactItems, financialItems } from '../applications/application-details';
import { StatusBadge } from '../applications/status-badge';
import { StatusMessage } from '../applications/status-message';
import { SupportChatPanel } from '../chat/support-chat-panel';
import { SupportingDocumentsPanel } from '../documents/supporting-documents-panel';
import { DisclosureBox } from '../pricing/disclosure-box';

/** One of the customer's applications (spec part 2, Customer dashboard). */
export function ApplicationCard({ application }: { application: CustomerApplication }) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardContent className="space-y-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
                {formatUsd(application.requestedAmount)} Cash Advance
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Applied on {formatDate(application.createdAt)} · Last updated{' '}
                {formatDate(application.updatedAt)}
              </p>
            </div>
            <StatusBadge status={application.status} className="self-start text-sm" />
          </div>

          <StatusMessage status={application.status} />

          <DetailList
            items={amountItems(application)}
            className="grid-cols-1 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
          />

          {/* The quote stored at submission; applications from before issue 14 have none. */}
          {application.disclosure ? <DisclosureBox figures={application.disclosure} /> : null}

          <div className="grid gap-6 md:grid-cols-2">
            <section className="space-y-3">
              <h3 className="text-lg font-semibold text-slate-900">Contact Details</h3>
              <DetailList items={contactItems(application)} />
            </section>
            <section className="space-y-3">
              <h3 className="text-lg font-semibold text-slate-900">Financial Details</h3>
              <DetailList items={financialItems(application)} />
            </section>
          </div>

          <div className="grid gap-4 md:grid-cols-2">
            <SupportChatPanel application={application} />
            <SupportingDocumentsPanel application={application} />
          </div>
        </CardContent>
      </article>
    </Card>
  );
}
