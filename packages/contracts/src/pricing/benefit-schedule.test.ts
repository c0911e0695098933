import { describe, expect, it } from 'vitest';
import {
  benefitScheduleHints,
  benefitScheduleLabels,
  benefitSchedules,
  deriveBenefitSchedule,
  scheduleForBirthDate,
} from './benefit-schedule';

describe('scheduleForBirthDate', () => {
  it('maps the birthday to the 2nd, 3rd or 4th Wednesday', () => {
    expect(scheduleForBirthDate('1950-03-01')).toBe('second_wednesday');
    expect(scheduleForBirthDate('1950-03-10')).toBe('second_wednesday');
    expect(scheduleForBirthDate('1950-03-11')).toBe('third_wednesday');
    expect(scheduleForBirthDate('1950-03-20')).toBe('third_wednesday');
    expect(scheduleForBirthDate('1950-03-21')).toBe('fourth_wednesday');
    expect(scheduleForBirthDate('1950-01-31')).toBe('fourth_wednesday');
  });

  it('rejects another shape', () => {
    expect(() => scheduleForBirthDate('03/01/1950')).toThrow(RangeError);
    expect(() => scheduleForBirthDate('1950-03-00')).toThrow(RangeError);
  });
});

describe('deriveBenefitSchedule', () => {
  it('uses the payment day for the 1st and the 3rd, else the birth date', () => {
    expect(deriveBenefitSchedule({ benefitPaymentDay: 1, dateOfBirth: '1950-03-25' })).toBe(
      'first_of_month',
    );
    expect(deriveBenefitSchedule({ benefitPaymentDay: 3, dateOfBirth: '1950-03-25' })).toBe(
      'third_of_month',
    );
    expect(deriveBenefitSchedule({ benefitPaymentDay: 15, dateOfBirth: '1950-03-05' })).toBe(
      'second_wednesday',
    );
    expect(deriveBenefitSchedule({ benefitPaymentDay: 24, dateOfBirth: '1950-03-15' })).toBe(
      'third_wednesday',
    );
    expect(deriveBenefitSchedule({ benefitPaymentDay: 31, dateOfBirth: '1950-03-25' })).toBe(
      'fourth_wednesday',
    );
  });
});

describe('labels and hints', () => {
  it('has plain words and a one-line hint for every schedule', () => {
    expect(benefitScheduleLabels).toEqual({
      second_wednesday: 'the 2nd Wednesday of the month',
      third_wednesday: 'the 3rd Wednesday of the month',
      fourth_wednesday: 'the 4th Wednesday of the month',
      third_of_month: 'the 3rd of the month',
      first_of_month: 'the 1st of the month (SSI)',
    });
    for (const schedule of benefitSchedules) expect(benefitScheduleHints[schedule]).toMatch(/\.$/);
  });
});
