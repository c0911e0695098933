import type { Db } from '../client';
import type { NewUser, RoleColumn, UserRow } from '../schema';

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

export const countUsersWithRole = async (db: Db, role: RoleColumn): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
