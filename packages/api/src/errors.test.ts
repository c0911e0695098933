import { httpMessages } from '@advance/contracts';
import { DomainError } from '@advance/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPublicError, toTRPCError } from './errors';

describe('toPublicError', () => {
  it('passes a domain error through with its status and details', () => {
    const error = toTRPCError(
      new DomainError('TOO_MANY_REQUESTS', 'Slow down', { retryAfterSeconds: 42 }),
    );
    expect(toPublicError(error)).toEqual({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 42,
    });
    expect(toPublicError(toTRPCError(new DomainError('CONFLICT', 'Taken'))).status).toBe(409);
  });

  it('turns validation issues into per-field messages', () => {
    const parsed = z
      .object({ email: z.email({ error: 'Bad e-mail' }), age: z.number() })
      .safeParse({ email: 'x', age: 'y' });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    const pub = toPublicError(error);
    expect(pub.status).toBe(400);
    expect(pub.message).toBe('Bad e-mail');
    expect(pub.fieldErrors).toMatchObject({ email: 'Bad e-mail', age: expect.any(String) });
  });

  it('hides everything about an unexpected error', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'relation "users" does not exist',
      cause: new Error('select * from users'),
    });
    expect(toPublicError(error)).toEqual({ status: 500, message: httpMessages.internal });
  });
});
