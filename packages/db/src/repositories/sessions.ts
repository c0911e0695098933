import type { Db } from '../client';
import type { NewSession, SessionRow, UserRow } from '../schema';

export const insertSession = async (db: Db, session: NewSession): Promise<void> => {
  await db.insertInto('sessions').values(session).execute();
};

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

/** One round trip for the lookup every authenticated request makes. */
export const findSessionWithUser = async (
  db: Db,
  sessionId: string,
): Promise<SessionWithUser | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash',
      'sessions.userId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.expiresAt',
      'sessions.absoluteExpiresAt',
      'sessions.ipAddress',
      'sessions.userAgent',
      'users.email',
      'users.passwordHash',
      'users.firstName',
      'users.lastName',
      'users.phone',
      'users.role',
      'users.createdAt as userCreatedAt',
      'users.updatedAt as userUpdatedAt',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session: {
      id: row.sessionId,
      secretHash: row.secretHash,
      userId: row.userId,
      createdAt: row.sessionCreatedAt,
      expiresAt: row.expiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    },
    user: {
      id: row.userId,
      email: row.email,
      passwordHash: row.passwordHash,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      role: row.role,
      createdAt: row.userCreatedAt,
      updatedAt: row.userUpdatedAt,
    },
  };
};

export const updateSessionExpiry = async (db: Db, id: string, expiresAt: Date): Promise<void> => {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
};

export const deleteSession = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
};

/** Returns the ids it ended, so live sockets bound to them can be closed. */
export const deleteUserSessions = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
};

export const deleteExpiredSessions = async (db: Db, now: Date): Promise<number> => {
  const rows = await db
    .deleteFrom('sessions')
    .where('expiresAt', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
};
