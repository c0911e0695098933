import type { Db } from '../client';
import { inTransaction } from '../transaction';

/** Stores a new token and removes every older one of that user: only the newest link works. */
export const replaceResetToken = async (
  db: Db,
  token: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> => {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('passwordResetTokens').where('userId', '=', token.userId).execute();
    await trx.insertInto('passwordResetTokens').values(token).execute();
  });
};

/**
 * Deletes the token and returns its owner if it was still valid. Deleting and reading in one
 * statement makes a link single-use even when two requests race.
 */
export const consumeResetToken = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> => {
  const row = await db
    .deleteFrom('passwordResetTokens')
    .where('tokenHash', '=', tokenHash)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt <= now) return undefined;
  return row.userId;
};

export const deleteUserResetTokens = async (db: Db, userId: string): Promise<void> => {
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
};

/** Reads without consuming: lets the caller do slow work before the token is spent. */
export const findLiveResetToken = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> => {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.userId;
};

export const deleteExpiredResetTokens = async (db: Db, now: Date): Promise<void> => {
  await db.deleteFrom('passwordResetTokens').where('expiresAt', '<=', now).execute();
};
