/**
 * The five Social Security payment schedules (SSA publication "Schedule of Social Security
 * Payments").
 */
export const benefitSchedules = [
  'second_wednesday',
  'third_wednesday',
  'fourth_wednesday',
  'third_of_month',
  'first_of_month',
] as const;
export type BenefitSchedule = (typeof benefitSchedules)[number];

/** Plain words for each schedule, e.g. "the 2nd Wednesday of the month". */
export const benefitScheduleLabels: Record<BenefitSchedule, string> = {
  second_wednesday: 'the 2nd Wednesday of the month',
  third_wednesday: 'the 3rd Wednesday of the month',
  fourth_wednesday: 'the 4th Wednesday of the month',
  third_of_month: 'the 3rd of the month',
  first_of_month: 'the 1st of the month (SSI)',
};

/** One line explaining who is paid on each schedule (shown under the choice in the wizard). */
export const benefitScheduleHints: Record<BenefitSchedule, string> = {
  second_wednesday: 'Birthday on the 1st–10th: paid on the 2nd Wednesday.',
  third_wednesday: 'Birthday on the 11th–20th: paid on the 3rd Wednesday.',
  fourth_wednesday: 'Birthday on the 21st–31st: paid on the 4th Wednesday.',
  third_of_month: 'Benefits that began before May 1997, or Social Security together with SSI.',
  first_of_month: 'Supplemental Security Income.',
};

/**
 * Birthday 1st–10th → 2nd Wednesday, 11th–20th → 3rd, 21st–31st → 4th. `dateOfBirth` is
 * YYYY-MM-DD (only the day of the month matters). Throws a RangeError for another shape.
 */
export function scheduleForBirthDate(dateOfBirth: string): BenefitSchedule {
  const match = /^\d{4}-\d{2}-(\d{2})$/.exec(dateOfBirth);
  const day = match ? Number(match[1]) : Number.NaN;
  if (!(day >= 1 && day <= 31)) throw new RangeError(`Not a YYYY-MM-DD date: ${dateOfBirth}`);
  if (day <= 10) return 'second_wednesday';
  if (day <= 20) return 'third_wednesday';
  return 'fourth_wednesday';
}

/**
 * What the server assumes when the client sends no schedule: benefitPaymentDay 1 → SSI on
 * the 1st, 3 → the 3rd of the month, otherwise the Wednesday given by the birth date.
 */
export function deriveBenefitSchedule(input: {
  benefitPaymentDay: number;
  dateOfBirth: string;
}): BenefitSchedule {
  if (input.benefitPaymentDay === 1) return 'first_of_month';
  if (input.benefitPaymentDay === 3) return 'third_of_month';
  return scheduleForBirthDate(input.dateOfBirth);
}
