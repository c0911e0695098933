import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, httpStatusOf, serverMessage } from './errors';

const serverError = (message: string, data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { message, code: -32600, data } });

describe('serverMessage', () => {
  it("shows the server's message when it sent one", () => {
    const error = serverError('Invalid email or password', { httpStatus: 401 });
    expect(serverMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('falls back when the request never reached the API', () => {
    expect(
      serverMessage(TRPCClientError.from(new TypeError('Failed to fetch')), 'Login failed'),
    ).toBe('Login failed');
    expect(serverMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('fieldErrorsOf / httpStatusOf', () => {
  it('reads per-field messages and the status', () => {
    const error = serverError('Please enter a valid email address', {
      httpStatus: 400,
      fieldErrors: { email: 'Please enter a valid email address', bogus: 3 },
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address' });
    expect(httpStatusOf(error)).toBe(400);
  });

  it('gives nothing for other errors', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(httpStatusOf(new Error('x'))).toBeUndefined();
  });
});
