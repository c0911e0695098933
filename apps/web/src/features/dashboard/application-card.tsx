import type { Advance, CustomerApplication } from '@advance/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { DetailList } from '../../components/ui/detail-list';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { AdvancePanel } from '../advances/advance-panel';
import { WithdrawApplication } from '../advances/withdraw-application';
import { amountItems, contactItems, financialItems } from '../applications/application-details';
import { StatusBadge } from '../applications/status-badge';
import { StatusMessage } from '../applications/status-message';
import { useDashboardTexts } from '../applications/texts';
import { SupportChatPanel } from '../chat/support-chat-panel';
import { DocumentChecklist } from '../documents/document-checklist';
import { SupportingDocumentsPanel } from '../documents/supporting-documents-panel';
import { DisclosureBox } from '../pricing/disclosure-box';
import { DecisionReasons } from './decision-reasons';

/**
 * One of the customer's applications (spec part 2, Customer dashboard); once approved, the
 * advance it became (issue 18). Undecided applications can be withdrawn here.
 */
export function ApplicationCard({
  application,
  advance,
}: {
  application: CustomerApplication;
  advance?: Advance | undefined;
}) {
  const headingId = useId();
  const { t } = useTranslation('dashboard');
  const texts = useDashboardTexts();
  const { localeTag } = texts;
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardContent className="space-y-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
                {t('card.title', { amount: formatUsd(application.requestedAmount, localeTag) })}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t('card.dates', {
                  applied: formatDate(application.createdAt, localeTag),
                  updated: formatDate(application.updatedAt, localeTag),
                })}
              </p>
            </div>
            <div className="flex flex-col items-start gap-3 sm:items-end">
              <StatusBadge status={application.status} className="text-sm" localized />
              <WithdrawApplication application={application} />
            </div>
          </div>

          <StatusMessage status={application.status} />
          <DecisionReasons application={application} />
          <DocumentChecklist application={application} />

          {advance ? <AdvancePanel advance={advance} /> : null}

          <DetailList
            items={amountItems(application, texts)}
            className="grid-cols-1 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
          />

          {/* The quote stored at submission (applications from before issue 14 have none);
              once there is an advance, its own disclosure above replaces it. */}
          {application.disclosure && !advance ? (
            <DisclosureBox figures={application.disclosure} />
          ) : null}

          <div className="grid gap-6 md:grid-cols-2">
            <section className="space-y-3">
              <h3 className="text-lg font-semibold text-slate-900">{t('card.contactDetails')}</h3>
              <DetailList items={contactItems(application, texts)} />
            </section>
            <section className="space-y-3">
              <h3 className="text-lg font-semibold text-slate-900">{t('card.financialDetails')}</h3>
              <DetailList items={financialItems(application, texts)} />
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
