import type { BenefitSchedule } from './pricing/benefit-schedule';

/**
 * Marketing figures shown to visitors (spec part 1). They are claims the business makes,
 * so they are configuration, not something computed: edit them here only.
 *
 * No price lives here (issue 14): the fee, the amount received, the APR and the dates the
 * public pages show are computed from the fee schedule (`feeSchedule`, `quoteAdvance`,
 * `representativeAprRange`) and the benefit calendar. Only the example's amount and the
 * schedule it is illustrated on are chosen here.
 */
export const marketing = {
  brandName: 'Benefit Advance',
  minAdvance: 100,
  maxAdvance: 5000,
  approvalHours: '24-48 hours',
  approvalHoursShort: '24 hours',
  fundsDays: '1-2 business days',
  approvalRate: '94%',
  preQualifyMinutes: 'under 5 minutes',
  foundedYear: 2023,
  totalAdvanced: 'over $10 million',
  satisfaction: '98%',
  averageApprovalHours: 18,
  copyrightYear: 2024,
  /** The landing page's example: an advance of this amount, repaid on this schedule. */
  example: { amount: 500, schedule: 'third_wednesday' satisfies BenefitSchedule },
} as const;
