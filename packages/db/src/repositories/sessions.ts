import { sql } from 'kysely';
import type { Db } from '../client';
import type { NewSession, SessionRow, UserRow } from '../schema';
import { fixedQuery } from './fixed-query';

export const insertSession = async (db: Db, session: NewSession): Promise<void> => {
  await db.insertInto('sessions').values(session).execute();
};

/** The user as a request sees it: no password hash, no timestamps. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'role' | 'locale'
>;

export interface SessionWithUser {
  session: Pick<
    SessionRow,
    'id' | 'secretHash' | 'userId' | 'expiresAt' | 'absoluteExpiresAt' | 'lastActiveAt'
  > &
    Pick<SessionRow, 'stage' | 'secondFactorAt'> & {
      /** The user has a confirmed authenticator (or a passkey): staff procedures need one. */
      hasSecondFactor: boolean;
    };
  user: SessionUser;
}

/** The user of a request-path lookup row (the session's, an API token's owner). */
export const requestUserOf = (row: Omit<SessionUser, 'id'> & { userId: string }): SessionUser => ({
  id: row.userId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  role: row.role,
  locale: row.locale,
});

type SessionLookupRow = SessionWithUser['session'] & Omit<SessionUser, 'id'>;

/**
 * The lookup every authenticated request makes, in one round trip: only what the check
 * uses (validateSessionToken), never the password hash; a fixed query (fixed-query.ts).
 * A disabled account's sessions are never found, whatever a racing sign-in inserted.
 */
const sessionLookup = fixedQuery<SessionLookupRow>(`
  select s.id, s.secret_hash as "secretHash", s.user_id as "userId",
         s.expires_at as "expiresAt", s.absolute_expires_at as "absoluteExpiresAt",
         s.last_active_at as "lastActiveAt",
         s.stage, s.second_factor_at as "secondFactorAt",
         (exists (select 1 from totp_credentials t
                  where t.user_id = s.user_id and t.confirmed_at is not null)
          or exists (select 1 from passkeys p where p.user_id = s.user_id)) as "hasSecondFactor",
         u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone, u.role, u.locale
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and u.disabled_at is null`);

export const findSessionWithUser = async (
  db: Db,
  sessionId: string,
): Promise<SessionWithUser | undefined> => {
  const [row] = await sessionLookup(db, [sessionId]);
  if (!row) return undefined;
  return {
    session: {
      id: row.id,
      secretHash: row.secretHash,
      userId: row.userId,
      expiresAt: row.expiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
      lastActiveAt: row.lastActiveAt,
      stage: row.stage,
      secondFactorAt: row.secondFactorAt,
      hasSecondFactor: row.hasSecondFactor,
    },
    user: requestUserOf(row),
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

/** NOTIFY channel that tells every instance "these sessions ended": their sockets close. */
export const SESSIONS_REVOKED_CHANNEL = 'session_revoked';

/** A NOTIFY payload must stay under 8000 bytes; 100 ids of ~40 characters fit easily. */
const REVOKED_IDS_PER_NOTIFY = 100;

/**
 * Announces ended sessions to every instance sharing the database (JSON payload
 * `{userId, sessionIds}`). Inside a transaction it is delivered at commit, like the change.
 */
export const notifySessionsRevoked = async (
  db: Db,
  revoked: { userId: string; sessionIds: string[] },
): Promise<void> => {
  for (let i = 0; i < revoked.sessionIds.length; i += REVOKED_IDS_PER_NOTIFY) {
    const payload = JSON.stringify({
      userId: revoked.userId,
      sessionIds: revoked.sessionIds.slice(i, i + REVOKED_IDS_PER_NOTIFY),
    });
    await sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${payload})`.execute(db);
  }
};

/**
 * Of the given session ids, those still unexpired at `now` (idle and absolute limits), with
 * their expiry. A disabled account's sessions count as ended, even if a row survived.
 */
export const findUnexpiredSessions = async (
  db: Db,
  sessionIds: string[],
  now: Date,
): Promise<{ id: string; expiresAt: Date }[]> => {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id', 'sessions.expiresAt'])
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.absoluteExpiresAt', '>', now)
    .where('users.disabledAt', 'is', null)
    .execute();
};

/** The user's sessions still within their idle and absolute limits, most recently active first. */
export const listUserSessions = (db: Db, userId: string, now: Date) =>
  db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastActiveAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .where('absoluteExpiresAt', '>', now)
    .orderBy('lastActiveAt', 'desc')
    .orderBy('id')
    .execute();

/** Deletes one session only if it is the user's; false when there was no such session. */
export const deleteUserSession = async (db: Db, userId: string, id: string): Promise<boolean> => {
  const row = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Every session of the user but `keepId` (with `partialOnly`, only those still at a
 * second-factor step or setup); returns the ids it ended.
 */
export const deleteOtherUserSessions = async (
  db: Db,
  userId: string,
  keepId: string,
  { partialOnly = false }: { partialOnly?: boolean } = {},
): Promise<string[]> => {
  const rows = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', '<>', keepId)
    .$if(partialOnly, (qb) => qb.where('stage', '<>', 'full'))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
};

/** Marks the session active at `at`, unless a request since `staleBefore` already did. */
export const touchSessionActivity = async (
  db: Db,
  id: string,
  at: Date,
  staleBefore: Date,
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ lastActiveAt: at })
    .where('id', '=', id)
    .where('lastActiveAt', '<', staleBefore)
    .execute();
};
