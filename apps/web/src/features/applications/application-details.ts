import { type Application, howOftenLabels, pricingMessages } from '@advance/contracts';
import type { DetailItem } from '../../components/ui/detail-list';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { fullName } from '../../lib/person-name';
import { scheduleLabel } from '../pricing/schedule-choice';
import { paymentDayLabel } from './payment-day';

type Contact = Pick<Application, 'firstName' | 'lastName' | 'email' | 'phone' | 'zipCode'>;
type Finances = Pick<
  Application,
  | 'monthlyBenefit'
  | 'benefitPaymentDay'
  | 'benefitSchedule'
  | 'monthlyRentMortgage'
  | 'howOftenNeedCash'
>;
type Amounts = Pick<Application, 'requestedAmount' | 'processingFee' | 'amountToReceive'>;

/** Both spec readings of "how often" have a label (DESIGN.md §5); anything else shows as is. */
export function howOftenLabel(value: string): string {
  return (howOftenLabels as Record<string, string>)[value] ?? value;
}

export function contactItems(app: Contact): DetailItem[] {
  return [
    { label: 'Name', value: fullName(app) },
    { label: 'Email', value: app.email },
    { label: 'Phone', value: app.phone },
    { label: 'Zip Code', value: app.zipCode },
  ];
}

export function financialItems(app: Finances): DetailItem[] {
  return [
    { label: 'Monthly Benefit', value: formatUsd(app.monthlyBenefit) },
    { label: 'Benefit Payment Day', value: paymentDayLabel(app.benefitPaymentDay) },
    { label: pricingMessages.scheduleLabel, value: scheduleLabel(app.benefitSchedule) },
    { label: 'Monthly Rent or Mortgage', value: formatUsd(app.monthlyRentMortgage) },
    { label: 'Needs Extra Cash', value: howOftenLabel(app.howOftenNeedCash) },
  ];
}

export function amountItems(app: Amounts): DetailItem[] {
  return [
    { label: 'Requested Amount', value: formatUsd(app.requestedAmount) },
    { label: 'Processing Fee', value: formatUsd(app.processingFee) },
    { label: 'Amount to Receive', value: formatUsd(app.amountToReceive) },
  ];
}

export function datesItems(app: Pick<Application, 'createdAt' | 'updatedAt'>): DetailItem[] {
  return [
    { label: 'Applied on', value: formatDate(app.createdAt) },
    { label: 'Last updated', value: formatDate(app.updatedAt) },
  ];
}
