/** The customer's dashboard: application cards, statuses, advances, withdrawals, checklists. */
export const dashboard = {} as const;
