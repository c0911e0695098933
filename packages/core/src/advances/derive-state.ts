import { type AdvanceState, addDays } from '@advance/contracts';
import type { AdvanceStateColumn } from '@advance/db';

/** The last day an advance is not yet past due: the due date plus the grace days. */
export const graceEndsOn = (dueDate: string, graceDays: number): string =>
  addDays(dueDate, graceDays);

/**
 * `past_due` is never stored: a funded advance with a balance left, once today (New York)
 * is after the due date plus the grace days. Every other state is what the row says.
 */
export function deriveState(input: {
  state: AdvanceStateColumn;
  balanceCents: number;
  dueDate: string;
  today: string;
  graceDays: number;
}): AdvanceState {
  if (input.state !== 'funded') return input.state;
  if (input.balanceCents > 0 && input.today > graceEndsOn(input.dueDate, input.graceDays))
    return 'past_due';
  return 'funded';
}

/** Due dates before this one are past due today (the list query's cutoff). */
export const pastDueBefore = (today: string, graceDays: number): string =>
  addDays(today, -graceDays);
