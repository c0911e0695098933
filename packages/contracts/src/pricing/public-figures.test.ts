import { describe, expect, it } from 'vitest';
import { marketing } from '../marketing';
import { addDays, nextBenefitDates } from './calendar';
import {
  figurePlaceholder,
  figuresInLocale,
  publicFigureNames,
  publicFigurePlaceholders,
  publicPageFigures,
} from './public-figures';
import { quoteAdvance, representativeAprRange } from './quote';

describe('publicPageFigures', () => {
  it('states the example advance quoted on that day, worked by hand for 2024-12-03', () => {
    // $500 on the 3rd Wednesday: funded Thu Dec 5 (2 business days), due on the first 3rd
    // Wednesday at least 7 days later: Dec 18. 13 days: 1500 × 365 × 10 000 / (48 500 × 13).
    expect(publicPageFigures('2024-12-03')).toEqual({
      exampleAmount: '$500',
      exampleFee: '$15',
      exampleAmountReceived: '$485',
      exampleTotalOfPayments: '$500',
      exampleApr: '86.84%',
      exampleDueDate: 'Dec 18, 2024',
      exampleNextBenefitDate: 'Dec 18, 2024',
      exampleDueDateEs: '18 dic 2024',
      exampleNextBenefitDateEs: '18 dic 2024',
      aprRangeMin: `${representativeAprRange().min.toFixed(2)}%`,
      aprRangeMax: `${representativeAprRange().max.toFixed(2)}%`,
      feePercent: '3%',
    });
  });

  it('agrees with quoteAdvance and the calendar on every day of a year, leap day included', () => {
    let day = '2028-01-01';
    for (let i = 0; i < 366; i += 1) {
      const figures = publicPageFigures(day);
      const quote = quoteAdvance({
        amount: marketing.example.amount,
        schedule: marketing.example.schedule,
        from: day,
      });
      const [next] = nextBenefitDates(marketing.example.schedule, day, 1);
      expect(figures.exampleApr).toBe(`${quote.apr.toFixed(2)}%`);
      expect(figures.exampleDueDate).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
      expect(figures.exampleNextBenefitDate.slice(-4)).toBe(next?.slice(0, 4));
      // es-US: "18 dic 2024", "03 sept 2024"; the same day and year as the English date.
      expect(figures.exampleDueDateEs).toMatch(/^\d{2} [a-z]{3,4}\.? \d{4}$/);
      expect(figures.exampleDueDateEs.slice(0, 2)).toBe(quote.dueDate.slice(8, 10));
      expect(figures.exampleNextBenefitDateEs.slice(-4)).toBe(next?.slice(0, 4));
      day = addDays(day, 1);
    }
  });

  it('gives one string for every name and nothing else', () => {
    const figures = publicPageFigures('2026-07-04');
    expect(Object.keys(figures).sort()).toEqual([...publicFigureNames].sort());
    for (const value of Object.values(figures)) expect(value).not.toBe('');
  });

  it('holds nothing HTML would read as markup, nor anything read as a placeholder', () => {
    for (const value of Object.values(publicPageFigures('2026-02-28'))) {
      expect(value).not.toMatch(/[<>&"']|%%/);
    }
  });

  it('refuses what is not a yyyy-mm-dd calendar date', () => {
    for (const bad of ['2026-02-30', '2026-2-3', '', '2026-02-03T00:00', '%%fig:x%%']) {
      expect(() => publicPageFigures(bad)).toThrow(RangeError);
    }
    expect(() => publicPageFigures(20260203 as unknown as string)).toThrow(RangeError);
  });
});

describe('figuresInLocale (issue 20)', () => {
  const figures = publicPageFigures('2024-12-03');

  it('gives an English page the figures as they are', () => {
    expect(figuresInLocale(figures, 'en')).toBe(figures);
  });

  it('gives a Spanish page its dates in es-US under the usual names, the money unchanged', () => {
    const spanish = figuresInLocale(figures, 'es');
    expect(spanish.exampleDueDate).toBe('18 dic 2024');
    expect(spanish.exampleNextBenefitDate).toBe('18 dic 2024');
    expect(spanish.exampleAmount).toBe('$500');
    expect(spanish.exampleApr).toBe('86.84%');
  });

  it('makes a Spanish page ask for the Spanish dates by placeholder', () => {
    const spanish = figuresInLocale(publicFigurePlaceholders(), 'es');
    expect(spanish.exampleDueDate).toBe('%%fig:exampleDueDateEs%%');
    expect(spanish.exampleNextBenefitDate).toBe('%%fig:exampleNextBenefitDateEs%%');
    expect(spanish.exampleFee).toBe('%%fig:exampleFee%%');
  });

  it('writes every month of the year in Spanish', () => {
    const months = Array.from(
      { length: 12 },
      (_, month) =>
        figuresInLocale(
          publicPageFigures(`2026-${String(month + 1).padStart(2, '0')}-01`),
          'es',
        ).exampleNextBenefitDate.split(' ')[1],
    );
    expect(new Set(months).size).toBeGreaterThanOrEqual(11);
    expect(months).toContain('ene');
    expect(months).toContain('dic');
  });
});

describe('placeholders', () => {
  it('name each figure as the server looks for it', () => {
    expect(figurePlaceholder('exampleApr')).toBe('%%fig:exampleApr%%');
    const placeholders = publicFigurePlaceholders();
    for (const name of publicFigureNames) {
      expect(placeholders[name]).toBe(`%%fig:${name}%%`);
      expect(name).toMatch(/^[A-Za-z]+$/);
    }
  });
});
