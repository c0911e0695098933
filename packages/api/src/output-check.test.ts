import { customerApplicationSchema, emailSchema, text } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactCheckOf } from './output-check';
import { appRouter } from './root';

/**
 * The check may pass an answer only when zod's output step would return it unchanged;
 * whatever it refuses goes to zod, so refusing too much costs time, never correctness.
 */
function agrees(schema: z.ZodType, value: unknown) {
  const check = exactCheckOf(schema);
  if (!check) throw new Error('no check compiled');
  const passed = check(value);
  const zod = schema.safeParse(value);
  if (passed) {
    expect(zod.success).toBe(true);
    expect(zod.data).toStrictEqual(value);
  }
  return passed;
}

const item = z.object({
  id: text(),
  short: text().max(3),
  amount: z.number(),
  count: z.int(),
  flag: z.boolean(),
  state: z.enum(['open', 'closed']),
  kind: z.literal('item'),
  note: text().nullable(),
  extra: text().optional(),
  at: z.iso.datetime(),
  email: z.email(),
  uuid: z.uuid(),
  tags: z.array(text()).max(2),
  nested: z.object({ x: z.number() }).nullable(),
});

const good = {
  id: 'a',
  short: 'abc',
  amount: 1.5,
  count: 2,
  flag: true,
  state: 'open',
  kind: 'item',
  note: null,
  at: '2026-11-29T10:00:00.000Z',
  email: 'ann@example.com',
  uuid: '3615991f-5ff3-44a0-a82e-1eefed9064f4',
  tags: ['t'],
  nested: { x: 1 },
};

describe('exactCheckOf passes only what zod would return unchanged', () => {
  it('passes an answer with exactly the declared keys and values', () => {
    expect(agrees(z.array(item), [good, { ...good, extra: 'e', nested: null }])).toBe(true);
    // Three code points in six UTF-16 units: zod counts code points, and so does the check.
    expect(agrees(item, { ...good, short: '😀😀😀' })).toBe(true);
  });

  it('refuses an answer zod would strip (a key more, at any depth)', () => {
    expect(agrees(item, { ...good, secret: 'x' })).toBe(false);
    expect(agrees(item, { ...good, nested: { x: 1, secret: 'x' } })).toBe(false);
    expect(agrees(z.array(item), [good, { ...good, secret: 'x' }])).toBe(false);
  });

  it.each([
    ['a missing key', { ...good, id: undefined }],
    ['a wrong type', { ...good, amount: '1.5' }],
    ['NaN', { ...good, amount: Number.NaN }],
    ['Infinity', { ...good, amount: Number.POSITIVE_INFINITY }],
    ['a fraction for an integer', { ...good, count: 1.5 }],
    ['a NUL character (text())', { ...good, id: 'a\u0000b' }],
    ['too long in code points, as zod counts', { ...good, short: '😀😀😀😀' }],
    ['an unknown enum value', { ...good, state: 'lost' }],
    ['another literal', { ...good, kind: 'other' }],
    ['a malformed e-mail', { ...good, email: 'ann@' }],
    ['a malformed time', { ...good, at: '2026-11-29 10:00' }],
    ['a malformed uuid', { ...good, uuid: 'not-a-uuid' }],
    ['too many items', { ...good, tags: ['a', 'b', 'c'] }],
    ['a Date where a string is declared', { ...good, at: new Date() }],
  ])('refuses %s, as zod does', (_what, value) => {
    expect(agrees(item, value)).toBe(false);
    expect(item.safeParse(value).success).toBe(false);
  });

  it('tells discriminated options apart as zod does', () => {
    const shape = z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), a: z.number() }),
      z.object({ type: z.literal('b'), b: z.number() }),
    ]);
    expect(agrees(shape, { type: 'a', a: 1 })).toBe(true);
    expect(agrees(shape, { type: 'a', b: 1 })).toBe(false);
    expect(agrees(shape, { type: 'b', b: 1, a: 1 })).toBe(false);
  });

  it('checks the customer application schema the API answers with', () => {
    const check = exactCheckOf(z.array(customerApplicationSchema));
    expect(check).not.toBeNull();
  });
});

describe('exactCheckOf compiles nothing JSON Schema cannot state exactly', () => {
  it.each([
    ['a trim (it changes the value)', text().trim()],
    ['a lower-casing pipe (contracts emailSchema)', emailSchema],
    ['a refinement', z.string().refine((value) => value.length > 1)],
    ['a transform', z.string().transform((value) => value.length)],
    ['a default', z.object({ a: z.number().default(1) })],
    ['a pattern with a flag', z.string().regex(/abc/i)],
    ['a URL (checked by code, not a pattern)', z.url()],
    ['a date object', z.date()],
    [
      'a union of objects, which zod strips to the first that fits',
      z.union([z.object({ a: z.number() }), z.object({ a: z.number(), b: z.number() })]),
    ],
    ['a refined object', z.object({ a: z.number() }).refine((value) => value.a > 0)],
    ['a lazy schema', z.lazy(() => z.string())],
    ['a frozen (readonly) object', z.object({ a: z.number() }).readonly()],
  ])('%s', (_what, schema) => {
    expect(exactCheckOf(schema)).toBeNull();
  });

  it('covers most of the router: every output schema is compiled or kept by zod', () => {
    const outputs = Object.values(appRouter._def.procedures)
      .map((procedure) => (procedure as unknown as { _def: { output?: unknown } })._def.output)
      .filter((output) => output !== undefined);
    const compiled = outputs.filter((output) => exactCheckOf(output) !== null);
    // The exports answer CSV text through a transform; everything else is plain data.
    expect(compiled.length).toBeGreaterThanOrEqual(outputs.length - 2);
  });
});
