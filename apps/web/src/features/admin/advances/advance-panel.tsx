import {
  type Advance,
  advanceMessages,
  advanceStateLabels,
  type LedgerEntry,
  type PaymentAuthorization,
} from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { Ban, HandCoins, Send, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { httpStatusOf, serverMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { formatApr, formatUsd } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { DialogSection } from '../dialog-section';
import { type AdvanceAction, AdvanceActionDialog } from './advance-action-dialog';
import { AdvanceStateBadge } from './advance-state-badge';
import { AuthorizationsTable } from './authorizations-table';
import { LedgerTable } from './ledger-table';

/**
 * Application Details → the advance an approval created: where it stands, its final
 * figures, the ledger and the applicant's pending payment authorisations, with the staff
 * actions the state allows. An application without an advance says so in one line.
 */
export function AdvancePanel({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.advances.forApplication.queryOptions({ id: applicationId }));

  return (
    <DialogSection title="Funding and Repayment">
      {query.isPending ? <Spinner label="Loading the advance…" /> : null}
      {query.isError ? (
        httpStatusOf(query.error) === 404 ? (
          <p className="text-base text-slate-700">{advanceMessages.notFound}</p>
        ) : (
          <FormAlert>{serverMessage(query.error, 'The advance could not be loaded.')}</FormAlert>
        )
      ) : null}
      {query.data ? <AdvanceDetails advance={query.data} /> : null}
    </DialogSection>
  );
}

export function AdvanceDetails({ advance }: { advance: Advance }) {
  const [action, setAction] = useState<AdvanceAction | null>(null);
  const funded = advance.state === 'funded' || advance.state === 'past_due';
  const canCollect = funded && advance.balance > 0;
  const pending = advance.authorizations.filter((a) => a.status === 'pending');
  const onReverse =
    advance.state === 'cancelled'
      ? undefined
      : (entry: LedgerEntry) => setAction({ kind: 'reverse', entry });
  const onReceived = (authorization: PaymentAuthorization) =>
    setAction({ kind: 'pay', authorization });
  const onFailed = (authorization: PaymentAuthorization) =>
    setAction({ kind: 'failed', authorization });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">State:</span>
        <AdvanceStateBadge state={advance.state} />
        {advance.state === 'past_due' ? (
          <span className="text-sm text-slate-700">
            Grace period ended {formatDate(advance.graceEndsOn)}
          </span>
        ) : null}
      </div>
      <DetailList
        columns={2}
        items={[
          { label: 'Due date', value: formatDate(advance.dueDate) },
          { label: 'Balance', value: formatUsd(advance.balance) },
          { label: 'Paid', value: formatUsd(advance.paid) },
          { label: 'Waived', value: formatUsd(advance.waived) },
          {
            label: 'Funded on',
            value: advance.fundedAt ? formatDate(advance.fundedAt) : 'Not yet',
          },
          ...(advance.cancelReason
            ? [{ label: 'Cancelled because', value: advance.cancelReason }]
            : []),
        ]}
      />

      <section aria-labelledby={`disclosure-${advance.id}`} className="space-y-2">
        <h4 id={`disclosure-${advance.id}`} className="text-base font-semibold text-slate-900">
          {advance.fundedAt ? 'Final disclosure' : 'Disclosure at approval'}
        </h4>
        <DetailList
          columns={2}
          items={[
            { label: 'APR', value: formatApr(advance.apr) },
            { label: 'Fee (finance charge)', value: formatUsd(advance.fee) },
            { label: 'Amount financed', value: formatUsd(advance.amountFinanced) },
            { label: 'Total of payments', value: formatUsd(advance.totalOfPayments) },
          ]}
        />
      </section>

      <div className="flex flex-wrap gap-3">
        {advance.state === 'awaiting_funding' ? (
          <>
            <Button size="sm" onClick={() => setAction({ kind: 'fund' })}>
              <Send aria-hidden="true" />
              Record funding
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAction({ kind: 'cancel' })}>
              <Ban aria-hidden="true" />
              Cancel before funding
            </Button>
          </>
        ) : null}
        {canCollect ? (
          <>
            <Button size="sm" onClick={() => setAction({ kind: 'pay', authorization: null })}>
              <Wallet aria-hidden="true" />
              Record payment
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAction({ kind: 'waive' })}>
              <HandCoins aria-hidden="true" />
              Waive
            </Button>
          </>
        ) : null}
      </div>

      {pending.length > 0 ? (
        <section aria-labelledby={`authorizations-${advance.id}`} className="space-y-2">
          <h4
            id={`authorizations-${advance.id}`}
            className="text-base font-semibold text-slate-900"
          >
            Payments authorised by the applicant
          </h4>
          <AuthorizationsTable
            authorizations={pending}
            onReceived={onReceived}
            onFailed={onFailed}
          />
        </section>
      ) : null}

      <section aria-labelledby={`ledger-${advance.id}`} className="space-y-2">
        <h4 id={`ledger-${advance.id}`} className="text-base font-semibold text-slate-900">
          Ledger
        </h4>
        {advance.entries.length === 0 ? (
          <p className="text-base text-slate-700">
            No entries yet: the advance is {advanceStateLabels[advance.state].toLowerCase()}.
          </p>
        ) : (
          <LedgerTable entries={advance.entries} onReverse={onReverse} />
        )}
      </section>

      <AdvanceActionDialog advance={advance} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
