import { benefitsNoticeMessages, pricingMessages } from '../../messages';
import { benefitScheduleLabels } from '../../pricing/benefit-schedule';

/*
 * Prices, the live quote and the disclosure box, wherever a customer sees them behind the
 * public pages (wizard, dashboard). Function messages are called with placeholders.
 * `schedules` are the schedule names at the start of a line ("The 3rd Wednesday...").
 */
export const pricing = /* @__PURE__ */ englishPricing();

/** Built in a function, called once above, so a bundle that never reads it drops it. */
function englishPricing() {
  return {
    disclosureTitle: pricingMessages.disclosureTitle,
    aprLabel: pricingMessages.aprLabel,
    aprHint: pricingMessages.aprHint,
    financeChargeLabel: pricingMessages.financeChargeLabel,
    financeChargeHint: pricingMessages.financeChargeHint,
    amountFinancedLabel: pricingMessages.amountFinancedLabel,
    amountFinancedHint: pricingMessages.amountFinancedHint,
    totalOfPaymentsLabel: pricingMessages.totalOfPaymentsLabel,
    totalOfPaymentsHint: pricingMessages.totalOfPaymentsHint,
    paymentSchedule: pricingMessages.paymentSchedule('{{amount}}', '{{dueDate}}'),
    awaitingSchedule: pricingMessages.awaitingSchedule,
    notYetKnown: pricingMessages.notYetKnown,
    awaitingAmount: pricingMessages.awaitingAmount,
    scheduleQuestion: pricingMessages.scheduleQuestion,
    scheduleExplanation: pricingMessages.scheduleExplanation,
    scheduleLabel: pricingMessages.scheduleLabel,
    scheduleLine: `${pricingMessages.scheduleLabel}: {{schedule}}`,
    staffDisclosureTitle: pricingMessages.staffDisclosureTitle,
    noStoredDisclosure: pricingMessages.noStoredDisclosure,
    scheduleHints: {
      second_wednesday: pricingMessages.scheduleHints.second_wednesday,
      third_wednesday: pricingMessages.scheduleHints.third_wednesday,
      fourth_wednesday: pricingMessages.scheduleHints.fourth_wednesday,
      third_of_month: pricingMessages.scheduleHints.third_of_month,
      first_of_month: pricingMessages.scheduleHints.first_of_month,
    },
    schedules: {
      second_wednesday: atLineStart(benefitScheduleLabels.second_wednesday),
      third_wednesday: atLineStart(benefitScheduleLabels.third_wednesday),
      fourth_wednesday: atLineStart(benefitScheduleLabels.fourth_wednesday),
      third_of_month: atLineStart(benefitScheduleLabels.third_of_month),
      first_of_month: atLineStart(benefitScheduleLabels.first_of_month),
    },
    benefitsNotice: {
      title: benefitsNoticeMessages.title,
      notice: benefitsNoticeMessages.notice,
    },
  } as const;
}

/** "The 3rd Wednesday...": a schedule name at the start of a line. */
function atLineStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
