import { type Advance, advanceMessages, dollarsToCentsSchema, isIsoDate } from '@advance/contracts';
import { z } from 'zod';
import { formatDate } from '../../lib/format';
import { latestPayDate } from './advance-view';

export interface PayFormValues {
  amount: string;
  date: string;
  consent: boolean;
}

/**
 * The payment form's checks, the server's own rules with its own messages, so the applicant
 * learns of a typo before sending: an amount in dollars and cents up to the balance, a date
 * from the benefit date to 30 days ahead, and the consent ticked. The server checks again.
 */
export function payFormSchema(advance: Pick<Advance, 'balance' | 'dueDate'>, today: string) {
  return z.object({
    amount: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const parsed = dollarsToCentsSchema.safeParse(value === '' ? Number.NaN : Number(value));
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? advanceMessages.amountInvalid,
          });
          return z.NEVER;
        }
        if (parsed.data > Math.round(advance.balance * 100)) {
          ctx.addIssue({ code: 'custom', message: advanceMessages.overpayment(advance.balance) });
          return z.NEVER;
        }
        return parsed.data / 100;
      }),
    date: z
      .string()
      .trim()
      .refine(isIsoDate, { error: advanceMessages.dateInvalid, abort: true })
      .refine((date) => date >= advance.dueDate, {
        error: advanceMessages.payDateBeforeBenefit(formatDate(advance.dueDate)),
        abort: true,
      })
      .refine((date) => date <= latestPayDate(today), { error: advanceMessages.payDateTooFar }),
    consent: z.boolean().refine((v) => v, { error: advanceMessages.consentRequired }),
  });
}
