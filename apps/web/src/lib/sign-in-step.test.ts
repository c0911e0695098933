import type { PublicUser } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { signInStepRedirect } from './sign-in-step';

const staff: PublicUser = {
  id: 's1',
  email: 'ops@example.com',
  firstName: 'Ops',
  lastName: null,
  phone: null,
  role: 'admin',
  locale: 'en',
};
const at = (href: string) => ({ pathname: href.split('?')[0] ?? href, href });

describe('signInStepRedirect', () => {
  it('sends a partial session from a signed-in page to the step it owes, keeping the way back', () => {
    const step = { user: staff, stage: 'second_factor' as const };
    expect(signInStepRedirect(step, at('/admin'))).toBe('/login/verify?next=%2Fadmin');
    expect(signInStepRedirect(step, at('/account?x=1'))).toBe(
      '/login/verify?next=%2Faccount%3Fx%3D1',
    );
    expect(
      signInStepRedirect({ user: staff, stage: 'setup_second_factor' }, at('/dashboard')),
    ).toBe('/account/two-factor/setup?next=%2Fdashboard');
  });

  it('leaves public pages, the steps themselves and full sessions alone', () => {
    const step = { user: staff, stage: 'second_factor' as const };
    for (const path of ['/', '/about', '/login', '/login/verify', '/account/two-factor/setup'])
      expect(signInStepRedirect(step, at(path))).toBeNull();
    expect(signInStepRedirect(null, at('/admin'))).toBeNull();
  });
});
