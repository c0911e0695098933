import { describe, expect, it } from 'vitest';
import { fullName, nameOrEmail } from './person-name';

describe('person names', () => {
  it('joins the parts that exist', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ firstName: ' Jane ', lastName: null })).toBe('Jane');
    expect(fullName({})).toBe('');
  });

  it('falls back to the e-mail', () => {
    expect(nameOrEmail({ firstName: null, lastName: '', email: 'a@b.co' })).toBe('a@b.co');
    expect(nameOrEmail({ firstName: 'Al', email: 'a@b.co' })).toBe('Al');
  });
});
