import { describe, expect, it } from 'vitest';
import type { BenefitSchedule } from './benefit-schedule';
import {
  addBusinessDays,
  addDays,
  benefitDateFor,
  daysBetween,
  isBusinessDay,
  isIsoDate,
  nextBenefitDates,
  observedFederalHolidays,
  precedingBusinessDay,
  todayInNewYork,
} from './calendar';

/*
 * Every expected date below was worked out by hand from the rules and a paper calendar, not by
 * calling the code. Month starts: 2026 Jan Thu, Feb Sun, Mar Sun, Apr Wed, May Fri, Jun Mon,
 * Jul Wed, Aug Sat, Sep Tue, Oct Thu, Nov Sun, Dec Tue; 2027 Jan Fri, Feb Mon, Mar Mon, Apr Thu,
 * May Sat, Jun Tue, Jul Thu, Aug Sun, Sep Wed, Oct Fri, Nov Mon, Dec Wed; 2028-01-01 is a Saturday.
 */

describe('observedFederalHolidays', () => {
  it('2026: Independence Day on a Saturday is observed Friday July 3', () => {
    expect(observedFederalHolidays(2026)).toEqual([
      '2026-01-01', // New Year's Day, Thursday
      '2026-01-19', // MLK Day, 3rd Monday
      '2026-02-16', // Washington's Birthday, 3rd Monday
      '2026-05-25', // Memorial Day, last Monday
      '2026-06-19', // Juneteenth, Friday
      '2026-07-03', // Independence Day, Saturday July 4 → Friday
      '2026-09-07', // Labor Day, 1st Monday
      '2026-10-12', // Columbus Day, 2nd Monday
      '2026-11-11', // Veterans Day, Wednesday
      '2026-11-26', // Thanksgiving, 4th Thursday
      '2026-12-25', // Christmas, Friday
    ]);
  });

  it('2027: Juneteenth and Christmas on Saturdays, Independence Day on a Sunday', () => {
    expect(observedFederalHolidays(2027)).toEqual([
      '2027-01-01', // New Year's Day, Friday
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // Saturday June 19 → Friday
      '2027-07-05', // Sunday July 4 → Monday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11', // Thursday
      '2027-11-25',
      '2027-12-24', // Saturday December 25 → Friday
    ]);
  });

  it('lists New Year’s Day 2028 (a Saturday) as observed on Friday, December 31, 2027', () => {
    const holidays = observedFederalHolidays(2028);
    expect(holidays).toHaveLength(11);
    expect(holidays[0]).toBe('2027-12-31');
    expect(isBusinessDay('2027-12-31')).toBe(false);
    expect(isBusinessDay('2027-12-30')).toBe(true);
  });

  it('always has eleven dates in order', () => {
    for (let year = 2020; year <= 2050; year += 1) {
      const holidays = observedFederalHolidays(year);
      expect(holidays).toHaveLength(11);
      expect([...holidays].sort()).toEqual(holidays);
    }
  });
});

describe('business days', () => {
  it('knows weekends and observed holidays', () => {
    expect(isBusinessDay('2026-07-03')).toBe(false); // observed Independence Day
    expect(isBusinessDay('2026-07-04')).toBe(false); // Saturday
    expect(isBusinessDay('2026-07-02')).toBe(true);
    expect(isBusinessDay('2026-11-11')).toBe(false);
    expect(isBusinessDay('2026-11-27')).toBe(true); // the day after Thanksgiving is not a holiday
    expect(isBusinessDay('2027-07-05')).toBe(false);
  });

  it('moves back to the preceding business day', () => {
    expect(precedingBusinessDay('2026-07-02')).toBe('2026-07-02');
    expect(precedingBusinessDay('2026-07-05')).toBe('2026-07-02'); // Sun, Sat, observed Fri
    expect(precedingBusinessDay('2027-01-03')).toBe('2026-12-31'); // Sun, Sat, New Year's Fri
    expect(precedingBusinessDay('2028-01-01')).toBe('2027-12-30');
  });

  it('adds business days, counting from the next business day when the start is not one', () => {
    expect(addBusinessDays('2026-11-23', 2)).toBe('2026-11-25');
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30'); // skips Thanksgiving and the weekend
    expect(addBusinessDays('2026-11-26', 2)).toBe('2026-11-30'); // from the holiday itself
    expect(addBusinessDays('2026-07-04', 1)).toBe('2026-07-06');
    expect(addBusinessDays('2026-12-30', 2)).toBe('2027-01-04');
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-30', -2)).toBe('2026-11-25');
  });

  it('does plain date arithmetic', () => {
    expect(daysBetween('2026-11-25', '2026-12-16')).toBe(21);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2); // leap year
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-05')).toBe(false);
    expect(() => daysBetween('2026-13-01', '2026-12-01')).toThrow(RangeError);
  });
});

/** Payment date for each benefit month January 2026 … December 2027, by schedule. */
const expected: Record<BenefitSchedule, { 2026: string[]; 2027: string[] }> = {
  second_wednesday: {
    // Nov 11 2026 is the 2nd Wednesday and Veterans Day → Tuesday Nov 10.
    2026: [
      '01-14',
      '02-11',
      '03-11',
      '04-08',
      '05-13',
      '06-10',
      '07-08',
      '08-12',
      '09-09',
      '10-14',
      '11-10',
      '12-09',
    ],
    2027: [
      '01-13',
      '02-10',
      '03-10',
      '04-14',
      '05-12',
      '06-09',
      '07-14',
      '08-11',
      '09-08',
      '10-13',
      '11-10',
      '12-08',
    ],
  },
  third_wednesday: {
    2026: [
      '01-21',
      '02-18',
      '03-18',
      '04-15',
      '05-20',
      '06-17',
      '07-15',
      '08-19',
      '09-16',
      '10-21',
      '11-18',
      '12-16',
    ],
    2027: [
      '01-20',
      '02-17',
      '03-17',
      '04-21',
      '05-19',
      '06-16',
      '07-21',
      '08-18',
      '09-15',
      '10-20',
      '11-17',
      '12-15',
    ],
  },
  fourth_wednesday: {
    2026: [
      '01-28',
      '02-25',
      '03-25',
      '04-22',
      '05-27',
      '06-24',
      '07-22',
      '08-26',
      '09-23',
      '10-28',
      '11-25',
      '12-23',
    ],
    2027: [
      '01-27',
      '02-24',
      '03-24',
      '04-28',
      '05-26',
      '06-23',
      '07-28',
      '08-25',
      '09-22',
      '10-27',
      '11-24',
      '12-22',
    ],
  },
  third_of_month: {
    // Jan 3 2026 Sat → Fri Jan 2; May 3 Sun → Fri May 1; Jul 3 is the observed Independence Day
    // → Thu Jul 2; Oct 3 Sat → Fri Oct 2.
    2026: [
      '01-02',
      '02-03',
      '03-03',
      '04-03',
      '05-01',
      '06-03',
      '07-02',
      '08-03',
      '09-03',
      '10-02',
      '11-03',
      '12-03',
    ],
    // Jan 3 2027 Sun, Jan 2 Sat, Jan 1 New Year's → Thu Dec 31 2026; Apr 3 Sat → Apr 2;
    // Jul 3 Sat → Jul 2; Oct 3 Sun → Oct 1.
    2027: [
      '2026-12-31',
      '02-03',
      '03-03',
      '04-02',
      '05-03',
      '06-03',
      '07-02',
      '08-03',
      '09-03',
      '10-01',
      '11-03',
      '12-03',
    ],
  },
  first_of_month: {
    // Jan 1 2026 Thu holiday → Wed Dec 31 2025; Feb 1 Sun → Jan 30; Mar 1 Sun → Feb 27;
    // Aug 1 Sat → Jul 31; Nov 1 Sun → Oct 30.
    2026: [
      '2025-12-31',
      '01-30',
      '02-27',
      '04-01',
      '05-01',
      '06-01',
      '07-01',
      '07-31',
      '09-01',
      '10-01',
      '10-30',
      '12-01',
    ],
    // Jan 1 2027 Fri holiday → Thu Dec 31 2026; May 1 Sat → Apr 30; Aug 1 Sun → Jul 30.
    2027: [
      '2026-12-31',
      '02-01',
      '03-01',
      '04-01',
      '04-30',
      '06-01',
      '07-01',
      '07-30',
      '09-01',
      '10-01',
      '11-01',
      '12-01',
    ],
  },
};

const full = (year: number, date: string) => (date.length === 5 ? `${year}-${date}` : date);

describe('benefitDateFor: 2026 and 2027, all five schedules', () => {
  for (const [schedule, years] of Object.entries(expected) as [
    BenefitSchedule,
    { 2026: string[]; 2027: string[] },
  ][]) {
    for (const year of [2026, 2027] as const) {
      it(`${schedule} ${year}`, () => {
        const actual = Array.from({ length: 12 }, (_, i) => benefitDateFor(schedule, year, i + 1));
        expect(actual).toEqual(years[year].map((d) => full(year, d)));
      });
    }
  }

  it('pays every date on a business day', () => {
    for (const years of Object.values(expected)) {
      for (const year of [2026, 2027] as const) {
        for (const d of years[year]) expect(isBusinessDay(full(year, d))).toBe(true);
      }
    }
  });

  it('pays SSI for January 2028 on Thursday, December 30, 2027 (Dec 31 is the observed New Year’s Day)', () => {
    expect(benefitDateFor('first_of_month', 2028, 1)).toBe('2027-12-30');
    expect(benefitDateFor('third_of_month', 2028, 1)).toBe('2028-01-03');
  });
});

describe('nextBenefitDates', () => {
  it('gives the 24 SSI payments dated 2026–2027, each once, none missed', () => {
    expect(nextBenefitDates('first_of_month', '2026-01-01', 24)).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-07-31',
      '2026-09-01',
      '2026-10-01',
      '2026-10-30',
      '2026-12-01',
      '2026-12-31',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-04-30',
      '2027-06-01',
      '2027-07-01',
      '2027-07-30',
      '2027-09-01',
      '2027-10-01',
      '2027-11-01',
      '2027-12-01',
      '2027-12-30',
    ]);
  });

  it('gives the 3rd-of-month payments dated in 2026 (two in December, none in January 2027)', () => {
    expect(nextBenefitDates('third_of_month', '2026-01-01', 13)).toEqual([
      '2026-01-02',
      '2026-02-03',
      '2026-03-03',
      '2026-04-03',
      '2026-05-01',
      '2026-06-03',
      '2026-07-02',
      '2026-08-03',
      '2026-09-03',
      '2026-10-02',
      '2026-11-03',
      '2026-12-03',
      '2026-12-31',
    ]);
    expect(nextBenefitDates('third_of_month', '2027-01-01', 2)).toEqual([
      '2027-02-03',
      '2027-03-03',
    ]);
  });

  it('includes `from` itself and handles a payment moved into the previous month', () => {
    expect(nextBenefitDates('first_of_month', '2026-02-27', 2)).toEqual([
      '2026-02-27',
      '2026-04-01',
    ]);
    expect(nextBenefitDates('first_of_month', '2026-02-28', 2)).toEqual([
      '2026-04-01',
      '2026-05-01',
    ]);
    expect(nextBenefitDates('first_of_month', '2026-12-31', 2)).toEqual([
      '2026-12-31',
      '2027-02-01',
    ]);
    expect(nextBenefitDates('second_wednesday', '2026-11-10', 1)).toEqual(['2026-11-10']);
    expect(nextBenefitDates('second_wednesday', '2026-11-11', 1)).toEqual(['2026-12-09']);
  });

  it('agrees with benefitDateFor for every Wednesday schedule over the two years', () => {
    for (const schedule of ['second_wednesday', 'third_wednesday', 'fourth_wednesday'] as const) {
      const dates = ([2026, 2027] as const).flatMap((year) =>
        expected[schedule][year].map((d) => full(year, d)),
      );
      expect(nextBenefitDates(schedule, '2026-01-01', 24)).toEqual(dates);
    }
  });

  it('returns nothing for 0 and rejects bad input', () => {
    expect(nextBenefitDates('first_of_month', '2026-01-01', 0)).toEqual([]);
    expect(() => nextBenefitDates('first_of_month', '2026-01-01', -1)).toThrow(RangeError);
    expect(() => nextBenefitDates('first_of_month', '01/01/2026', 1)).toThrow(RangeError);
  });
});

describe('todayInNewYork', () => {
  it('is still yesterday in New York just after midnight UTC', () => {
    expect(todayInNewYork(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-23');
    expect(todayInNewYork(new Date('2026-11-24T04:59:59Z'))).toBe('2026-11-23'); // EST, UTC−5
    expect(todayInNewYork(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
    expect(todayInNewYork(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03'); // EDT, UTC−4
    expect(todayInNewYork(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(todayInNewYork(new Date('2027-01-01T04:30:00Z'))).toBe('2026-12-31');
  });

  it('defaults to now and has the YYYY-MM-DD shape', () => {
    expect(isIsoDate(todayInNewYork())).toBe(true);
  });
});
