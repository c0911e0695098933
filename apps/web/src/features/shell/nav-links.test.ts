import { es, type PublicUser } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links';

const user = (role: PublicUser['role']): PublicUser => ({
  id: 'u1',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: null,
  role,
  locale: 'en',
});

const labels = (u: PublicUser | null) => navLinksFor(u).map((l) => l.label);

describe('navLinksFor', () => {
  it('labels / as Home for visitors and Dashboard when signed in', () => {
    expect(labels(null)).toEqual(['Home', 'About Us']);
    expect(labels(user('user'))).toEqual(['Dashboard', 'About Us', 'Messages', 'Account']);
  });

  it('speaks the language of the translator it is given', () => {
    const spanish = navLinksFor(null, (key) => es.shell.nav[key]).map((l) => l.label);
    expect(spanish).toEqual(['Inicio', 'Quiénes somos']);
  });

  it('shows Admin, not Messages, to staff', () => {
    expect(labels(user('admin'))).toEqual(['Dashboard', 'About Us', 'Admin', 'Account']);
    expect(labels(user('super_admin'))).toEqual(['Dashboard', 'About Us', 'Admin', 'Account']);
  });
});
