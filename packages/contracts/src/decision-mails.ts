import { formatApr, formatUsd } from './pricing/money-format';

/**
 * Issue 19: the words of the e-mails a decision sends (besides the adverse-action notice and
 * the document request, whose texts are in decisions.ts). Greeting and dashboard link are
 * shared by every decision mail.
 */
export const decisionMailTexts = {
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  dashboardAction: 'Open your dashboard',
  /** The subject and preview of a status change other than a decision. */
  statusTitle: (badge: string) => `Application update: ${badge}`,
  approvedTitle: 'Your application is approved',
  approvedFiguresIntro: 'These are the figures of your advance:',
  approvedNext: 'We will tell you by e-mail as soon as the money is on its way.',
} as const;

/** The Truth-in-Lending figures of an approved advance, as lines ("Label: value"). */
export function approvalFigureLines(f: {
  amountFinanced: number;
  financeCharge: number;
  apr: number;
  totalOfPayments: number;
  dueDate: string;
}): string[] {
  return [
    `Amount financed (sent to you): ${formatUsd(f.amountFinanced)}`,
    `Finance charge (fee): ${formatUsd(f.financeCharge)}`,
    `Annual percentage rate (APR): ${formatApr(f.apr)}`,
    `Total of payments: ${formatUsd(f.totalOfPayments)}`,
    `Due date: ${f.dueDate}`,
  ];
}
