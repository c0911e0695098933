import { paymentDayOptions } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { ordinalDay, paymentDayLabel } from './payment-day';

describe('ordinalDay', () => {
  it('names the selectable payment days', () => {
    expect(paymentDayOptions.map(ordinalDay)).toEqual([
      '1st',
      '3rd',
      '15th',
      '17th',
      '24th',
      '31st',
    ]);
  });

  it('uses "th" for the teens', () => {
    expect([2, 11, 12, 13, 21, 22, 23].map(ordinalDay)).toEqual([
      '2nd',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });

  it('reads as a sentence fragment', () => {
    expect(paymentDayLabel(3)).toBe('The 3rd of each month');
  });
});
