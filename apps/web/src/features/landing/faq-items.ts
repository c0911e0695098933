import { marketing, type PublicFigures } from '@advance/contracts';
import type { TFunction } from 'i18next';
import { formatUsd } from '../../lib/money';

/** The questions in spec part 2's order; their texts live in the `public` catalog. */
const FAQ_IDS = [
  ['amount', 'amount'],
  ['fees', 'fees'],
  ['approval-time', 'approvalTime'],
  ['increase-limit', 'increaseLimit'],
  ['reapply', 'reapply'],
  ['security', 'security'],
  ['eligibility', 'eligibility'],
] as const;

/** Spec part 2: seven questions, in this order. The prices are today's figures. */
export function faqItems(figures: PublicFigures, t: TFunction<'public'>, localeTag: string) {
  const values = {
    min: formatUsd(marketing.minAdvance, localeTag),
    max: formatUsd(marketing.maxAdvance, localeTag),
    fee: figures.exampleFee,
    amount: figures.exampleAmount,
    received: figures.exampleAmountReceived,
    aprRange: t('aprRange', { min: figures.aprRangeMin, max: figures.aprRangeMax }),
  };
  return FAQ_IDS.map(([id, key]) => ({
    id,
    question: t(`faq.${key}.question`),
    answer: t(`faq.${key}.answer`, values),
  }));
}
