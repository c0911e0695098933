import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../client';
import type { ApiTokensTable } from '../schema';
import { fixedQuery } from './fixed-query';
import { requestUserOf, type SessionUser } from './sessions';

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;

/** What lists show: never the secret hash. */
export type ApiTokenListRow = Omit<ApiTokenRow, 'secretHash' | 'revokedBy'>;
export type ApiTokenOwnerRow = ApiTokenListRow & {
  ownerEmail: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
};

const listColumns = [
  'apiTokens.id',
  'apiTokens.userId',
  'apiTokens.name',
  'apiTokens.scopes',
  'apiTokens.createdAt',
  'apiTokens.expiresAt',
  'apiTokens.lastUsedAt',
  'apiTokens.lastUsedIp',
  'apiTokens.revokedAt',
] as const;

/**
 * Locks a user's row (inside a transaction): API-token creations of one owner then run one
 * after the other, and after a concurrent role change, disabling or second-factor reset.
 */
export const lockUserRow = async (db: Db, userId: string): Promise<void> => {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
};

/** Live tokens of a user: neither revoked nor expired. */
export const countLiveApiTokens = async (db: Db, userId: string, now: Date): Promise<number> => {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const insertApiToken = async (db: Db, token: NewApiToken): Promise<ApiTokenListRow> =>
  db
    .insertInto('apiTokens')
    .values(token)
    .returning([...listColumns])
    .executeTakeFirstOrThrow();

/** A user's unrevoked tokens, expired ones included (the page marks them), newest first. */
export const listUserApiTokens = (db: Db, userId: string): Promise<ApiTokenListRow[]> =>
  db
    .selectFrom('apiTokens')
    .select([...listColumns])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

/** Every unrevoked, unexpired token with its owner (the super admin's list). */
export const listLiveApiTokens = (db: Db, now: Date): Promise<ApiTokenOwnerRow[]> =>
  db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([...listColumns])
    .select([
      'users.email as ownerEmail',
      'users.firstName as ownerFirstName',
      'users.lastName as ownerLastName',
    ])
    .where('apiTokens.revokedAt', 'is', null)
    .where('apiTokens.expiresAt', '>', now)
    .orderBy('apiTokens.createdAt', 'desc')
    .orderBy('apiTokens.id')
    .execute();

/**
 * Revokes one token (only the owner's when `ownerId` is given). Returns the row it revoked,
 * or undefined when there was none to revoke (unknown, someone else's, already revoked).
 */
export const revokeApiToken = (
  db: Db,
  id: string,
  by: { actorId: string; ownerId?: string },
  now: Date,
): Promise<Pick<ApiTokenRow, 'id' | 'userId' | 'name'> | undefined> => {
  let query = db
    .updateTable('apiTokens')
    .set({ revokedAt: now, revokedBy: by.actorId })
    .where('id', '=', id)
    .where('revokedAt', 'is', null);
  if (by.ownerId) query = query.where('userId', '=', by.ownerId);
  return query.returning(['id', 'userId', 'name']).executeTakeFirst();
};

/** Ends every live token of a user (role change, disabled account); returns their ids. */
export const revokeUserApiTokens = async (
  db: Db,
  userId: string,
  actorId: string | null,
  now: Date,
): Promise<string[]> => {
  const rows = await db
    .updateTable('apiTokens')
    .set({ revokedAt: now, revokedBy: actorId })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
};

export type ApiTokenOwner = SessionUser;

export interface ApiTokenWithOwner {
  token: Pick<
    ApiTokenRow,
    'id' | 'secretHash' | 'scopes' | 'expiresAt' | 'revokedAt' | 'lastUsedAt' | 'lastUsedIp'
  >;
  owner: ApiTokenOwner;
  /** The owner has a confirmed authenticator or a passkey (staff paths need one). */
  ownerHasSecondFactor: boolean;
}

type TokenLookupRow = ApiTokenWithOwner['token'] &
  Omit<ApiTokenOwner, 'id'> & { userId: string; hasSecondFactor: boolean };

/**
 * The lookup of every token call, one round trip (a fixed query, like the session's). A
 * disabled owner's tokens are never found; the role is checked by the caller.
 */
const tokenLookup = fixedQuery<TokenLookupRow>(`
  select t.id, t.secret_hash as "secretHash", t.scopes, t.expires_at as "expiresAt",
         t.revoked_at as "revokedAt", t.last_used_at as "lastUsedAt",
         t.last_used_ip as "lastUsedIp", t.user_id as "userId",
         (exists (select 1 from totp_credentials c
                  where c.user_id = t.user_id and c.confirmed_at is not null)
          or exists (select 1 from passkeys p where p.user_id = t.user_id)) as "hasSecondFactor",
         u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone, u.role, u.locale
  from api_tokens t join users u on u.id = t.user_id
  where t.id = $1 and u.disabled_at is null`);

export const findApiTokenWithOwner = async (
  db: Db,
  id: string,
): Promise<ApiTokenWithOwner | undefined> => {
  const [row] = await tokenLookup(db, [id]);
  if (!row) return undefined;
  return {
    token: {
      id: row.id,
      secretHash: row.secretHash,
      scopes: row.scopes,
      expiresAt: row.expiresAt,
      revokedAt: row.revokedAt,
      lastUsedAt: row.lastUsedAt,
      lastUsedIp: row.lastUsedIp,
    },
    owner: requestUserOf(row),
    ownerHasSecondFactor: row.hasSecondFactor,
  };
};

export const touchApiToken = async (
  db: Db,
  id: string,
  at: Date,
  ip: string | null,
): Promise<void> => {
  await db
    .updateTable('apiTokens')
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where('id', '=', id)
    .execute();
};
