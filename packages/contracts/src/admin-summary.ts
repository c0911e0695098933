import { z } from 'zod';

/** The admin desk's summary cards. Money in dollars. */
export const adminSummarySchema = z.object({
  totalApplications: z.number().int(),
  pendingReview: z.number().int(),
  /** Every account, staff included: the population the Users tab lists (issue 20). */
  totalUsers: z.number().int(),
  /** Customer chat messages no staff member has read yet. */
  unreadMessages: z.number().int(),
  /** Issue 18: what funded advances still owe, past due included. */
  outstanding: z.number(),
  /** Funded advances with a balance, after their due date plus the grace days. */
  pastDueCount: z.number().int(),
  pastDueAmount: z.number(),
  /** Issue 19: undecided applications whose document due date passed with items pending. */
  incompleteCount: z.number().int(),
  /** Issue 19: complete, undecided applications at day 25 of the 30-day clock or later. */
  decisionsDueSoon: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** Issue 20: the Total Users card and the Users tab count the same accounts and say so. */
export const userCountTexts = {
  cardLabel: 'Total Users',
  scope: 'All accounts, staff included',
  listTotal: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'account' : 'accounts'} in all, staff included`,
} as const;
