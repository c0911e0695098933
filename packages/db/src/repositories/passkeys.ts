import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../client';
import type { PasskeyChallengesTable, PasskeysTable } from '../schema';

export type PasskeyRow = Selectable<PasskeysTable>;
export type NewPasskey = Insertable<PasskeysTable>;
export type PasskeyChallengeRow = Selectable<PasskeyChallengesTable>;
export type NewPasskeyChallenge = Insertable<PasskeyChallengesTable>;

/** Nobody needs more; the list and the exclude list stay bounded. */
export const PASSKEYS_PER_USER_MAX = 50;

/** Inserts a credential; undefined when that credential id is registered already (any account). */
export const insertPasskey = async (db: Db, passkey: NewPasskey): Promise<PasskeyRow | undefined> =>
  db
    .insertInto('passkeys')
    .values(passkey)
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();

export const listPasskeysOfUser = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db
    .selectFrom('passkeys')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .orderBy('id')
    .limit(PASSKEYS_PER_USER_MAX)
    .execute();

export const countPasskeysOfUser = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findPasskey = (db: Db, id: string): Promise<PasskeyRow | undefined> =>
  db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Locks the user's passkeys (inside a transaction) and returns their ids: two removals at
 * once then run one after the other, so a rule such as "keep one second factor" holds.
 */
export const lockPasskeysOfUser = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('passkeys')
    .select('id')
    .where('userId', '=', userId)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
};

/**
 * Records a successful sign-in with the passkey. Guarded: the new counter must be above the
 * stored one, unless both are 0 (authenticators that keep no counter), so of two sign-ins
 * carrying the same counter only one is recorded. False when the guard refused.
 */
export const recordPasskeyUse = async (
  db: Db,
  id: string,
  counter: number,
  usedAt: Date,
): Promise<boolean> => {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, lastUsedAt: usedAt })
    .where('id', '=', id)
    // A counter of 0 means the authenticator keeps none: then the stored one stays 0 too.
    .where('counter', counter === 0 ? '=' : '<', counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Deletes one of the user's passkeys; false when it is not theirs or does not exist. */
export const deletePasskeyOfUser = async (db: Db, id: string, userId: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/**
 * A session holds at most one pending challenge of each kind: a registration, and a step-up
 * (kind 'authentication' bound to the session). Asking again replaces the previous one.
 */
const replaceSessionChallenge =
  (kind: PasskeyChallengeRow['kind']) =>
  async (db: Db, challenge: NewPasskeyChallenge & { sessionId: string }): Promise<void> => {
    await db
      .deleteFrom('passkeyChallenges')
      .where('sessionId', '=', challenge.sessionId)
      .where('kind', '=', kind)
      .execute();
    await db.insertInto('passkeyChallenges').values(challenge).execute();
  };

/**
 * Takes (deletes and returns) the session's challenge of that kind if still unexpired.
 * DELETE … RETURNING is atomic: of two requests at once only one gets the row.
 */
const takeSessionChallenge =
  (kind: PasskeyChallengeRow['kind']) =>
  (db: Db, sessionId: string, now: Date): Promise<PasskeyChallengeRow | undefined> =>
    db
      .deleteFrom('passkeyChallenges')
      .where('sessionId', '=', sessionId)
      .where('kind', '=', kind)
      .where('expiresAt', '>', now)
      .returningAll()
      .executeTakeFirst();

/** A session's pending registration challenge; asking again replaces the previous one. */
export const replaceRegistrationChallenge = replaceSessionChallenge('registration');

/** Takes the session's registration challenge once, if still unexpired. */
export const takeRegistrationChallenge = takeSessionChallenge('registration');

/** A full session's pending step-up challenge (an assertion by one of its user's passkeys). */
export const replaceStepUpChallenge = replaceSessionChallenge('authentication');

/** Takes the session's step-up challenge once, if still unexpired. */
export const takeStepUpChallenge = takeSessionChallenge('authentication');

export const insertPasskeyChallenge = async (
  db: Db,
  challenge: NewPasskeyChallenge,
): Promise<void> => {
  await db.insertInto('passkeyChallenges').values(challenge).execute();
};

/** Takes a sign-in challenge by its id, once, if still unexpired (DELETE … RETURNING, as above). */
export const takeAuthenticationChallenge = (
  db: Db,
  id: string,
  now: Date,
): Promise<PasskeyChallengeRow | undefined> =>
  db
    .deleteFrom('passkeyChallenges')
    .where('id', '=', id)
    .where('kind', '=', 'authentication')
    // A step-up challenge (bound to a session) is not a sign-in challenge.
    .where('sessionId', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();

export const deleteExpiredPasskeyChallenges = async (db: Db, now: Date): Promise<number> => {
  const rows = await db
    .deleteFrom('passkeyChallenges')
    .where('expiresAt', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
};
