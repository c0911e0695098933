import { deriveBenefitSchedule, scheduleForBirthDate } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { preselectedSchedule } from './preselect-schedule';

describe('preselectedSchedule', () => {
  it('picks the Wednesday the birthday gives when the payment day does not say otherwise', () => {
    expect(preselectedSchedule({ dateOfBirth: '1950-04-01' })).toBe('second_wednesday');
    expect(preselectedSchedule({ dateOfBirth: '1950-04-10' })).toBe('second_wednesday');
    expect(preselectedSchedule({ dateOfBirth: '1950-04-11' })).toBe('third_wednesday');
    expect(preselectedSchedule({ dateOfBirth: '1950-04-20' })).toBe('third_wednesday');
    expect(preselectedSchedule({ dateOfBirth: '1950-04-21' })).toBe('fourth_wednesday');
    expect(preselectedSchedule({ dateOfBirth: '1950-01-31', benefitPaymentDay: 15 })).toBe(
      'fourth_wednesday',
    );
  });

  it('follows the payment day for SSI on the 1st and benefits on the 3rd', () => {
    expect(preselectedSchedule({ dateOfBirth: '1950-04-15', benefitPaymentDay: 1 })).toBe(
      'first_of_month',
    );
    expect(preselectedSchedule({ dateOfBirth: '1950-04-15', benefitPaymentDay: '3' })).toBe(
      'third_of_month',
    );
  });

  it('agrees with the rule the server applies without a schedule', () => {
    for (const dateOfBirth of ['1944-02-05', '1961-07-14', '1958-12-29']) {
      expect(preselectedSchedule({ dateOfBirth })).toBe(scheduleForBirthDate(dateOfBirth));
      for (const benefitPaymentDay of [1, 3, 15, 17, 24, 31]) {
        expect(preselectedSchedule({ dateOfBirth, benefitPaymentDay })).toBe(
          deriveBenefitSchedule({ dateOfBirth, benefitPaymentDay }),
        );
      }
    }
  });

  it('waits for a complete, real date of birth', () => {
    expect(preselectedSchedule({})).toBeNull();
    expect(preselectedSchedule({ dateOfBirth: '' })).toBeNull();
    expect(preselectedSchedule({ dateOfBirth: '1950-04' })).toBeNull();
    expect(preselectedSchedule({ dateOfBirth: '1950-02-30' })).toBeNull();
    expect(preselectedSchedule({ dateOfBirth: '', benefitPaymentDay: 1 })).toBeNull();
  });
});
