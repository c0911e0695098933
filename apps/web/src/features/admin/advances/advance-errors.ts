import { advanceMessages } from '@advance/contracts';
import { httpStatusOf, serverMessage } from '../../../lib/errors';

/** The form fields an advance action can have; a refusal about one of them goes under it. */
export type AdvanceField = 'amount' | 'date' | 'method' | 'reference' | 'reason';

/** The text of a message built with a figure, up to the figure ("…the balance of "). */
const prefixOf = (message: string) => message.slice(0, message.indexOf('$'));

const byField: ReadonlyArray<[AdvanceField, (message: string) => boolean]> = [
  [
    'amount',
    (m) =>
      m === advanceMessages.amountInvalid ||
      m === advanceMessages.amountTooLarge ||
      m === advanceMessages.authorizationAmountMismatch ||
      m.startsWith(prefixOf(advanceMessages.overpayment(0))) ||
      m.startsWith(prefixOf(advanceMessages.disbursementMustEqual(0))),
  ],
  [
    'date',
    (m) =>
      m === advanceMessages.dateInvalid ||
      m === advanceMessages.dateInFuture ||
      m === advanceMessages.fundedBeforeApproval ||
      m === advanceMessages.receivedBeforeFunding,
  ],
  ['reason', (m) => m === advanceMessages.reasonRequired || m === advanceMessages.reasonTooLong],
  ['reference', (m) => m === advanceMessages.referenceTooLong],
];

/**
 * Which of `fields` a server refusal is about, from its text (the contracts' messages are
 * the API's answers, 400 and 409 alike), or null when it is about the advance as a whole
 * (already funded, cancelled…): that one is shown above the buttons instead.
 */
export function advanceErrorField(
  message: string,
  fields: readonly AdvanceField[],
): AdvanceField | null {
  for (const [field, matches] of byField) {
    if (fields.includes(field) && matches(message)) return field;
  }
  return null;
}

/** A 401 is the session ending (handled elsewhere); every other refusal is shown in the form. */
export function advanceErrorText(error: unknown, fallback: string): string | null {
  if (httpStatusOf(error) === 401) return null;
  return serverMessage(error, fallback);
}
