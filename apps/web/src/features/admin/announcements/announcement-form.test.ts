import { announcementMessages, chatMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnnouncementFormValues,
  announcementFormResolver,
  emptyAnnouncementForm,
  expiryInput,
  expiryProblem,
  todayInputValue,
} from './announcement-form';

const resolve = (values: Partial<AnnouncementFormValues>, today = '2024-12-03') =>
  announcementFormResolver(() => today)({ ...emptyAnnouncementForm, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('expiryInput', () => {
  it('means no expiry when empty', () => {
    expect(expiryInput('')).toBeNull();
    expect(expiryInput('  ')).toBeNull();
  });

  it('ends the picked day in the local zone', () => {
    const value = expiryInput('2024-12-31');
    const end = new Date(value ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2024, 11, 31]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
  });

  it('sends no expiry for what is not a real day (expiryProblem refuses it first)', () => {
    expect(expiryInput('2026-02-30')).toBeNull();
  });
});

describe('expiryProblem', () => {
  it('allows no date, today and later', () => {
    expect(expiryProblem('', '2024-12-03')).toBeUndefined();
    expect(expiryProblem('2024-12-03', '2024-12-03')).toBeUndefined();
    expect(expiryProblem('2025-01-01', '2024-12-03')).toBeUndefined();
  });

  it('refuses a day already past, or no real day', () => {
    expect(expiryProblem('2024-12-02', '2024-12-03')).toBe(announcementMessages.expiryPast);
    expect(expiryProblem('2026-02-30', '2024-12-03')).toBe(announcementMessages.expiryInvalid);
    expect(expiryProblem('soon', '2024-12-03')).toBe(announcementMessages.expiryInvalid);
  });
});

describe('todayInputValue', () => {
  it('writes the local day as a date input does', () => {
    expect(todayInputValue(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
  });
});

describe('announcement form', () => {
  it('needs a title and content', async () => {
    const result = await resolve({});
    expect(result.errors.title?.message).toBe(chatMessages.titleRequired);
    expect(result.errors.content?.message).toBe(chatMessages.contentRequired);
  });

  it('accepts an announcement without expiry', async () => {
    const result = await resolve({ title: ' Heads up ', content: 'Text', type: 'warning' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Heads up',
      content: 'Text',
      type: 'warning',
      expiresAt: null,
    });
  });

  it('refuses an impossible or past day', async () => {
    const bad = await resolve({ title: 'T', content: 'C', expiresAt: '2026-02-30' });
    expect(bad.errors.expiresAt?.message).toBe(announcementMessages.expiryInvalid);
    const past = await resolve({ title: 'T', content: 'C', expiresAt: '2024-12-02' });
    expect(past.errors.expiresAt?.message).toBe(announcementMessages.expiryPast);
    const today = await resolve({ title: 'T', content: 'C', expiresAt: '2024-12-03' });
    expect(today.errors).toEqual({});
  });
});
