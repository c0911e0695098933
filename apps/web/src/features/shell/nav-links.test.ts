import type { PublicUser } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links';

const user = (role: PublicUser['role']): PublicUser => ({
  id: 'u1',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: null,
  role,
});

const labels = (u: PublicUser | null) => navLinksFor(u).map((l) => l.label);

describe('navLinksFor', () => {
  it('labels / as Home for visitors and Dashboard when signed in', () => {
    expect(labels(null)).toEqual(['Home', 'About Us']);
    expect(labels(user('user'))).toEqual(['Dashboard', 'About Us', 'Messages', 'Account']);
  });

  it('shows Admin, not Messages, to staff', () => {
    expect(labels(user('admin'))).toEqual(['Dashboard', 'About Us', 'Admin', 'Account']);
    expect(labels(user('super_admin'))).toEqual(['Dashboard', 'About Us', 'Admin', 'Account']);
  });
});
