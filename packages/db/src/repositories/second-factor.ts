import { sql } from 'kysely';
import type { Db } from '../client';
import { deleteOtherUserSessions } from './sessions';

/**
 * Staff second factor (decision 021): the authenticator secret, its last accepted time
 * step and the recovery codes. Every "use once" rule is a guarded UPDATE … RETURNING, so
 * two requests racing with the same code cannot both win, on one instance or many.
 */

export interface TotpCredential {
  secret: Uint8Array;
  confirmedAt: Date | null;
  lastStep: number | null;
}

export const findTotpCredential = (db: Db, userId: string): Promise<TotpCredential | undefined> =>
  db
    .selectFrom('totpCredentials')
    .select(['secret', 'confirmedAt', 'lastStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();

/**
 * Stores a new, unconfirmed secret, replacing an earlier unconfirmed one (a setup started
 * again). A confirmed authenticator is never overwritten: false then.
 */
export const storePendingTotp = async (
  db: Db,
  userId: string,
  secret: Uint8Array,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .insertInto('totpCredentials')
    .values({ userId, secret, createdAt: now })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ secret, lastStep: null })
        .where('totpCredentials.confirmedAt', 'is', null),
    )
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
};

/** Confirms the pending secret with the step its first code used; false if none was pending. */
export const confirmPendingTotp = async (
  db: Db,
  userId: string,
  step: number,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .updateTable('totpCredentials')
    .set({ confirmedAt: now, lastStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Records `step` as the last accepted one, only if it is later than the last: a code
 * (its step) is accepted at most once, and never one older than an accepted one.
 */
export const acceptTotpStep = async (db: Db, userId: string, step: number): Promise<boolean> => {
  const row = await db
    .updateTable('totpCredentials')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Removes every second factor of the user: the authenticator, the recovery codes and the
 * passkeys (a reset starts fresh: a passkey added from a stolen session must not survive
 * it). Returns what it removed.
 */
export const deleteSecondFactor = async (
  db: Db,
  userId: string,
): Promise<{ totp: boolean; recoveryCodes: number; passkeys: number }> => {
  const totp = await db
    .deleteFrom('totpCredentials')
    .where('userId', '=', userId)
    .returning('userId')
    .execute();
  const codes = await db
    .deleteFrom('recoveryCodes')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  const passkeys = await db
    .deleteFrom('passkeys')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return { totp: totp.length > 0, recoveryCodes: codes.length, passkeys: passkeys.length };
};

/** Replaces every recovery code of the user with these (hex SHA-256 digests). */
export const replaceRecoveryCodes = async (
  db: Db,
  userId: string,
  codeHashes: string[],
): Promise<void> => {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
};

/** Marks an unused code used; false when it is unknown or already used (one racer wins). */
export const consumeRecoveryCode = async (
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

export const countUnusedRecoveryCodes = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The session proved the second factor at `at` (sign-in step or step-up). */
export const markSessionSecondFactor = async (
  db: Db,
  sessionId: string,
  at: Date,
): Promise<boolean> => {
  const row = await db
    .updateTable('sessions')
    .set({ secondFactorAt: at })
    .where('id', '=', sessionId)
    .where('stage', '=', 'full')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Ends a partial session, only if it still exists: the one request that deletes it may
 * issue the full session, so two racing verifications cannot both sign in.
 */
export const claimPartialSession = async (db: Db, sessionId: string): Promise<boolean> => {
  const row = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('stage', '<>', 'full')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * Ends the user's other partial sessions (second-factor step or setup) once a factor was
 * set up: a password-only sign-in that was waiting in the setup stage must not go on to
 * enrol a factor of its own. Returns the ids it ended.
 */
export const deleteOtherPartialSessions = (
  db: Db,
  userId: string,
  keepId: string,
): Promise<string[]> => deleteOtherUserSessions(db, userId, keepId, { partialOnly: true });

/**
 * Whether the user has a second factor: a confirmed authenticator or a passkey (the
 * session lookup in sessions.ts answers the same question per request).
 */
export const userHasSecondFactor = async (db: Db, userId: string): Promise<boolean> => {
  const { rows } = await sql<{ has: boolean }>`
    select (exists (select 1 from totp_credentials t
                    where t.user_id = ${userId} and t.confirmed_at is not null)
            or exists (select 1 from passkeys p where p.user_id = ${userId})) as has`.execute(db);
  return rows[0]?.has === true;
};
