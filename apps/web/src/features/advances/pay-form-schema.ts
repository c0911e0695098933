import { type Advance, advanceMessages, dollarsToCentsSchema, isIsoDate } from '@advance/contracts';
import { z } from 'zod';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { type DashboardTexts, englishTexts } from '../applications/texts';
import { latestPayDate } from './advance-view';

export interface PayFormValues {
  amount: string;
  date: string;
  consent: boolean;
}

/**
 * The payment form's checks, the server's own rules with its own messages (in the
 * customer's language, `texts`; English by default), so the applicant learns of a typo
 * before sending: an amount in dollars and cents up to the balance, a date from the benefit
 * date to 30 days ahead, and the consent ticked. The server checks again.
 */
export function payFormSchema(
  advance: Pick<Advance, 'balance' | 'dueDate'>,
  today: string,
  texts: Pick<DashboardTexts, 't' | 'localeTag'> = englishTexts(),
) {
  const { t, localeTag } = texts;
  const overpayment = () =>
    t('pay.errors.overpayment', { balance: formatUsd(advance.balance, localeTag) });
  return z.object({
    amount: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const parsed = dollarsToCentsSchema.safeParse(value === '' ? Number.NaN : Number(value));
        if (!parsed.success) {
          const tooLarge = parsed.error.issues[0]?.message === advanceMessages.amountTooLarge;
          ctx.addIssue({
            code: 'custom',
            message: t(tooLarge ? 'pay.errors.amountTooLarge' : 'pay.errors.amountInvalid'),
          });
          return z.NEVER;
        }
        if (parsed.data > Math.round(advance.balance * 100)) {
          ctx.addIssue({ code: 'custom', message: overpayment() });
          return z.NEVER;
        }
        return parsed.data / 100;
      }),
    date: z
      .string()
      .trim()
      .refine(isIsoDate, { error: t('pay.errors.dateInvalid'), abort: true })
      .refine((date) => date >= advance.dueDate, {
        error: t('pay.errors.dateBeforeBenefit', {
          dueDate: formatDate(advance.dueDate, localeTag),
        }),
        abort: true,
      })
      .refine((date) => date <= latestPayDate(today), { error: t('pay.errors.dateTooFar') }),
    consent: z.boolean().refine((v) => v, { error: t('pay.errors.consentRequired') }),
  });
}
