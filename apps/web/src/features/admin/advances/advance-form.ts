import { type Advance, balanceAfterCents, type LedgerEntry } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a typed amount is in dollars: "$1,234.50" → 1234.5. Anything unreadable is NaN, which
 * the contracts schema answers with its own "Please enter an amount…" text.
 */
export function parseDollars(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Whole cents of a typed amount, or null while it is not a usable amount. */
export function typedCents(text: string): number | null {
  const dollars = parseDollars(text);
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  const cents = dollars * 100;
  return Math.abs(Math.round(cents) - cents) < 1e-6 ? Math.round(cents) : null;
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * A form resolver that checks with the contracts schema the server uses (rules and texts
 * exist once): `toInput` turns the form's strings into the schema's input, and the field
 * names are the schema's, so each message lands under its field.
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  const validate = zodResolver(schema as never);
  return (values, context, options) =>
    validate(toInput(values) as never, context, options as never) as unknown as ReturnType<
      Resolver<Values, unknown, z.output<Schema>>
    >;
}

/**
 * The balance in cents once `entry` is reversed: the opposite of what it did. Reversing a
 * disbursement also reverses its fee (the server does both in one transaction).
 */
export function balanceAfterReversalCents(advance: Advance, entry: LedgerEntry): number {
  let cents = toCents(advance.balance) - toCents(entry.effect);
  if (entry.kind === 'disbursement') {
    const fee = advance.entries.find((e) => e.kind === 'fee' && e.reversedById === null);
    if (fee) cents -= toCents(fee.effect);
  }
  return cents;
}

/** The balance in cents once the advance is funded: amount financed plus the fee. */
export function balanceAfterFundingCents(advance: Advance): number {
  return balanceAfterCents(
    balanceAfterCents(toCents(advance.balance), 'disbursement', toCents(advance.amountFinanced)),
    'fee',
    toCents(advance.fee),
  );
}

/** Entries a reversal may be offered for: not a reversal, not reversed yet, not a fee. */
export function isReversible(entry: LedgerEntry): boolean {
  return entry.kind !== 'reversal' && entry.kind !== 'fee' && entry.reversedById === null;
}
