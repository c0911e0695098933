import type { Advance, LedgerEntry, PaymentAuthorization } from '@advance/contracts';
import { DialogFor } from '../../../components/ui/dialog-for';
import { CancelAdvanceForm } from './cancel-advance-dialog';
import { FailedAttemptForm } from './failed-attempt-dialog';
import { RecordFundingForm } from './record-funding-dialog';
import { RecordPaymentForm } from './record-payment-dialog';
import { ReverseEntryForm } from './reverse-entry-dialog';
import { WaiveForm } from './waive-dialog';

/** Which action dialog is open on the panel. */
export type AdvanceAction =
  | { kind: 'fund' }
  | { kind: 'pay'; authorization: PaymentAuthorization | null }
  | { kind: 'waive' }
  | { kind: 'reverse'; entry: LedgerEntry }
  | { kind: 'cancel' }
  | { kind: 'failed'; authorization: PaymentAuthorization };

/** One dialog for every action, so the panel holds a single "what is open". */
export function AdvanceActionDialog({
  advance,
  action,
  onClose,
}: {
  advance: Advance;
  action: AdvanceAction | null;
  onClose: () => void;
}) {
  return (
    <DialogFor item={action} onClose={onClose} className="max-w-lg">
      {(open) => {
        switch (open.kind) {
          case 'fund':
            return <RecordFundingForm advance={advance} onDone={onClose} />;
          case 'pay':
            return (
              <RecordPaymentForm
                advance={advance}
                authorization={open.authorization}
                onDone={onClose}
              />
            );
          case 'waive':
            return <WaiveForm advance={advance} onDone={onClose} />;
          case 'reverse':
            return <ReverseEntryForm advance={advance} entry={open.entry} onDone={onClose} />;
          case 'cancel':
            return <CancelAdvanceForm advance={advance} onDone={onClose} />;
          case 'failed':
            return (
              <FailedAttemptForm
                advance={advance}
                authorization={open.authorization}
                onDone={onClose}
              />
            );
        }
      }}
    </DialogFor>
  );
}
