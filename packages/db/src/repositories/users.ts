import type { Db } from '../client';
import type { NewUser, RoleColumn, UserRow } from '../schema';
import { containsPattern } from './like-pattern';

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Inserts unless the e-mail is taken; undefined means it was taken (no race between check and insert). */
export const insertUserIfEmailFree = (db: Db, user: NewUser): Promise<UserRow | undefined> =>
  db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();

export const updateUserPassword = async (db: Db, id: string, passwordHash: string) => {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
};

export const updateUserRole = (
  db: Db,
  id: string,
  role: RoleColumn,
): Promise<UserRow | undefined> =>
  db
    .updateTable('users')
    .set({ role, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** A page of users, newest first, optionally matching a fragment of name or e-mail. */
export async function listUsersPage(
  db: Db,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ items: UserRow[]; total: number }> {
  const base = () => {
    const query = db.selectFrom('users');
    if (!search) return query;
    const pattern = containsPattern(search);
    return query.where((eb) =>
      eb.or([
        eb('email', 'like', pattern),
        eb(eb.fn('lower', ['firstName']), 'like', pattern),
        eb(eb.fn('lower', ['lastName']), 'like', pattern),
      ]),
    );
  };
  const [items, total] = await Promise.all([
    base()
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count) };
}

/** Issue 20: every account, staff included: the population the staff Users tab lists. */
export const countUsers = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const countUsersWithRole = async (db: Db, role: RoleColumn): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/**
 * Sets a new password only while the stored hash is still `expectedHash` (the one the
 * current password was checked against): of concurrent changes, exactly one wins.
 */
export const replaceUserPassword = async (
  db: Db,
  id: string,
  expectedHash: string,
  passwordHash: string,
): Promise<boolean> => {
  const row = await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', id)
    .where('passwordHash', '=', expectedHash)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Disables (`disabledBy` set) or re-enables (null) an account. Only a change is written:
 * undefined when the account is missing or already in that state.
 */
export const updateUserDisabled = (
  db: Db,
  id: string,
  disabled: { at: Date; by: string } | null,
): Promise<UserRow | undefined> =>
  db
    .updateTable('users')
    .set({
      disabledAt: disabled?.at ?? null,
      disabledBy: disabled?.by ?? null,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('disabledAt', disabled ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();

/** Issue 20: the account's language; undefined when no such user. */
export const updateUserLocale = (
  db: Db,
  id: string,
  locale: UserRow['locale'],
): Promise<Pick<UserRow, 'locale'> | undefined> =>
  db
    .updateTable('users')
    .set({ locale, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['locale'])
    .executeTakeFirst();
