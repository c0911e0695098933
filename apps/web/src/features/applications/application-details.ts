import { type Application, type HowOften, howOftenValues } from '@advance/contracts';
import type { DetailItem } from '../../components/ui/detail-list';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { fullName } from '../../lib/person-name';
import { paymentDayLabel } from './payment-day';
import { type DashboardTexts, englishTexts } from './texts';

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

/*
 * An application's details as label/value pairs, in the customer's language on the
 * dashboard (`texts` from useDashboardTexts) and in English on staff screens (the default).
 */

/** Both spec readings of "how often" have a label (DESIGN.md §5); anything else shows as is. */
export function howOftenLabel(value: string, texts: DashboardTexts = englishTexts()): string {
  return (howOftenValues as readonly string[]).includes(value)
    ? texts.t(`details.howOften.${value as HowOften}`)
    : value;
}

export function contactItems(app: Contact, texts: DashboardTexts = englishTexts()): DetailItem[] {
  const { t } = texts;
  return [
    { label: t('details.name'), value: fullName(app) },
    { label: t('details.email'), value: app.email },
    { label: t('details.phone'), value: app.phone },
    { label: t('details.zipCode'), value: app.zipCode },
  ];
}

export function financialItems(
  app: Finances,
  texts: DashboardTexts = englishTexts(),
): DetailItem[] {
  const { t, pricingT, localeTag } = texts;
  return [
    { label: t('details.monthlyBenefit'), value: formatUsd(app.monthlyBenefit, localeTag) },
    { label: t('details.paymentDay'), value: paymentDayLabel(app.benefitPaymentDay, texts) },
    { label: pricingT('scheduleLabel'), value: pricingT(`schedules.${app.benefitSchedule}`) },
    { label: t('details.rent'), value: formatUsd(app.monthlyRentMortgage, localeTag) },
    { label: t('details.needsCash'), value: howOftenLabel(app.howOftenNeedCash, texts) },
  ];
}

export function amountItems(app: Amounts, texts: DashboardTexts = englishTexts()): DetailItem[] {
  const { t, localeTag } = texts;
  return [
    { label: t('details.requestedAmount'), value: formatUsd(app.requestedAmount, localeTag) },
    { label: t('details.processingFee'), value: formatUsd(app.processingFee, localeTag) },
    { label: t('details.amountToReceive'), value: formatUsd(app.amountToReceive, localeTag) },
  ];
}

export function datesItems(
  app: Pick<Application, 'createdAt' | 'updatedAt'>,
  texts: DashboardTexts = englishTexts(),
): DetailItem[] {
  const { t, localeTag } = texts;
  return [
    { label: t('details.appliedOn'), value: formatDate(app.createdAt, localeTag) },
    { label: t('details.lastUpdated'), value: formatDate(app.updatedAt, localeTag) },
  ];
}
