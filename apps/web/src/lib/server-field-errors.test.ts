import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors } from './server-field-errors';

type Values = { title: string; content: string };

const serverError = (fieldErrors: Record<string, string>) =>
  TRPCClientError.from({
    error: {
      message: 'bad',
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus: 400, fieldErrors },
    },
  });

describe('applyServerFieldErrors', () => {
  it('puts known fields on the form and focuses the first', () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors<Values>(
      { setError },
      serverError({ title: 'Title needed', content: 'Content needed', other: 'x' }),
      ['title', 'content'],
    );
    expect(applied).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { message: 'Title needed' }, { shouldFocus: true }],
      ['content', { message: 'Content needed' }, { shouldFocus: false }],
    ]);
  });

  it('says false when no field of the form is named', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>({ setError }, new Error('down'), ['title'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
