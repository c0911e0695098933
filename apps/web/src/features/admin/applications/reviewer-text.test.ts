import { describe, expect, it } from 'vitest';
import { reviewerText } from './reviewer-text';

describe('reviewerText', () => {
  it('names the reviewer and their role', () => {
    expect(
      reviewerText({
        firstName: 'Ada',
        lastName: 'Admin',
        username: 'ada@x.co',
        email: 'ada@x.co',
        role: 'super_admin',
      }),
    ).toBe('Ada Admin (Super Admin)');
  });

  it('falls back to the e-mail, and to System without a reviewer', () => {
    expect(
      reviewerText({
        firstName: null,
        lastName: null,
        username: null,
        email: 'a@x.co',
        role: null,
      }),
    ).toBe('a@x.co');
    expect(reviewerText(null)).toBe('System');
  });
});
