import type { PublicUser } from '@advance/contracts';
import type { UserRow } from '@advance/db';

/** The only shape in which a user leaves core: no hash, no timestamps of sessions. */
export const toPublicUser = (
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'role' | 'locale'>,
): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  role: user.role,
  locale: user.locale,
});
