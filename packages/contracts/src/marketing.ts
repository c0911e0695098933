/**
 * Marketing figures shown to visitors (spec part 1). They are claims the business makes,
 * so they are configuration, not something computed: edit them here only.
 */
export const marketing = {
  brandName: 'Benefit Advance',
  minAdvance: 100,
  maxAdvance: 5000,
  approvalHours: '24-48 hours',
  approvalHoursShort: '24 hours',
  fundsDays: '1-2 business days',
  aprRange: '14-26%',
  approvalRate: '94%',
  preQualifyMinutes: 'under 5 minutes',
  foundedYear: 2023,
  totalAdvanced: 'over $10 million',
  satisfaction: '98%',
  averageApprovalHours: 18,
  copyrightYear: 2024,
  exampleAdvance: { amount: 500, fee: 15, toReceive: 485, nextPaymentDate: '2024-12-03' },
} as const;
