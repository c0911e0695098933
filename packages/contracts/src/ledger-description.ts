import {
  type FundingMethod,
  type LedgerEntryKind,
  ledgerEntryKindLabels,
  methodLabels,
  type PaymentMethod,
} from './advances';
import { formatUsd } from './pricing/money-format';

/** "ACH bank transfer" stays as it is mid-sentence; "Debit card" becomes "debit card". */
const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.toLowerCase());

const methodText = (method: string | null) =>
  method && method in methodLabels
    ? ` by ${inSentence(methodLabels[method as FundingMethod | PaymentMethod])}`
    : '';

/**
 * A ledger entry in plain words, for the applicant's history (amounts in dollars). A reversal
 * names what it undid.
 */
export function describeLedgerEntry(entry: {
  kind: LedgerEntryKind;
  amount: number;
  method: string | null;
  reversed?: { kind: LedgerEntryKind; effectiveDate: string } | undefined;
}): string {
  const amount = formatUsd(entry.amount);
  switch (entry.kind) {
    case 'disbursement':
      return `We sent you ${amount}${methodText(entry.method)}.`;
    case 'fee':
      return `Processing fee of ${amount}.`;
    case 'payment':
      return `Payment of ${amount} received${methodText(entry.method)}. Thank you.`;
    case 'waiver':
      return `${amount} forgiven: you do not owe it.`;
    case 'reversal': {
      const what = entry.reversed
        ? `the ${inSentence(ledgerEntryKindLabels[entry.reversed.kind])} of ${entry.reversed.effectiveDate}`
        : 'an earlier entry';
      return `Correction: ${amount} for ${what} was undone.`;
    }
  }
}
