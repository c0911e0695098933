import {
  type BenefitSchedule,
  deriveBenefitSchedule,
  scheduleForBirthDate,
} from '@advance/contracts';

/** A real calendar date written YYYY-MM-DD (what a date input gives once it is complete). */
function isCompleteDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The schedule step 3 pre-selects, worked out as the server would without one: from the
 * payment day when it says SSI (1st) or the 3rd, else from the birthday's Wednesday.
 * `null` until the date of birth is complete.
 */
export function preselectedSchedule(input: {
  dateOfBirth?: string | undefined;
  benefitPaymentDay?: unknown;
}): BenefitSchedule | null {
  const dateOfBirth = input.dateOfBirth?.trim() ?? '';
  if (!isCompleteDate(dateOfBirth)) return null;
  const day = Number(input.benefitPaymentDay);
  const validDay = input.benefitPaymentDay !== '' && Number.isInteger(day) && day >= 1 && day <= 31;
  return validDay
    ? deriveBenefitSchedule({ benefitPaymentDay: day, dateOfBirth })
    : scheduleForBirthDate(dateOfBirth);
}
