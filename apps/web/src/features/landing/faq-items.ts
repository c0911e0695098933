import { marketing, type PublicFigures } from '@advance/contracts';
import { formatUsd } from '../../lib/money';
import { aprRangeStatement } from '../pricing/public-figures';

/** Spec part 2: seven questions, in this order. The prices are today's figures. */
export function faqItems(figures: PublicFigures) {
  return [
    {
      id: 'amount',
      question: 'How much can I get?',
      answer: `First-time customers can receive from ${formatUsd(marketing.minAdvance)} to ${formatUsd(marketing.maxAdvance)}. The amount we can offer depends on your monthly benefit and your regular expenses, such as rent or a mortgage.`,
    },
    {
      id: 'fees',
      question: 'What are the fees and rates?',
      answer: `Each advance has a one-time processing fee that you see before you apply: for example, ${figures.exampleFee} on a ${figures.exampleAmount} advance, so you receive ${figures.exampleAmountReceived}. You repay the advance in one payment on a benefit date. ${aprRangeStatement(figures)}; the APR of your advance, its finance charge and its due date are shown before you submit. There are no hidden fees.`,
    },
    {
      id: 'approval-time',
      question: 'How fast is approval?',
      answer: `Most applications are reviewed within ${marketing.approvalHours}. If you are approved, the money is deposited in your bank account within ${marketing.fundsDays}.`,
    },
    {
      id: 'increase-limit',
      question: 'Can I increase my limit?',
      answer:
        'Yes. After you repay an advance on time, you may qualify for a higher amount on your next one. Your limit is reviewed each time you apply.',
    },
    {
      id: 'reapply',
      question: 'Can I reapply?',
      answer:
        'Yes. Once your current advance is repaid you can apply again at any time. If an application is not approved, you are welcome to apply again later or contact our support team to learn why.',
    },
    {
      id: 'security',
      question: 'Is my information secure?',
      answer:
        'Yes. Everything you send us travels over 256-bit SSL encryption, and we follow SOC 2 practices for how your data is stored and who may see it.',
    },
    {
      id: 'eligibility',
      question: 'Who qualifies?',
      answer:
        'Social Security benefit recipients, whether your benefit is for retirement, disability or survivors. You will need a bank account where your benefit is deposited, so we can send your advance there.',
    },
  ];
}
