import type { Db } from '../client';
import type { NewUpload, UploadRow } from '../schema';

export const insertUpload = async (db: Db, upload: NewUpload): Promise<void> => {
  await db.insertInto('uploads').values(upload).execute();
};

export const findUploadById = (db: Db, id: string): Promise<UploadRow | undefined> =>
  db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Moves a pending, unexpired upload to "receiving". Only one request can win, which is
 * what makes the URL single-use even under concurrent PUTs.
 */
export const claimUpload = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const row = await db
    .updateTable('uploads')
    .set({ state: 'receiving' })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

export const markUploadStored = async (
  db: Db,
  id: string,
  stored: { fileSize: number; fileType: string; storedAt: Date },
): Promise<void> => {
  await db
    .updateTable('uploads')
    .set({ state: 'stored', ...stored })
    .where('id', '=', id)
    .execute();
};

export const markUploadFailed = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('uploads').set({ state: 'failed' }).where('id', '=', id).execute();
};

/**
 * Hands a stored upload of this user over to an attachment: the row is removed in the
 * same step, so one upload can be attached once.
 */
export const takeStoredUpload = (
  db: Db,
  where: { objectKey: string; userId: string },
): Promise<UploadRow | undefined> =>
  db
    .deleteFrom('uploads')
    .where('objectKey', '=', where.objectKey)
    .where('userId', '=', where.userId)
    .where('state', '=', 'stored')
    .returningAll()
    .executeTakeFirst();

/** Uploads that can no longer be used: expired before arriving, failed, or never attached. */
export const listStaleUploads = (
  db: Db,
  {
    expiredBefore,
    storedBefore,
    limit,
  }: { expiredBefore: Date; storedBefore: Date; limit: number },
) =>
  db
    .selectFrom('uploads')
    .select(['id', 'objectKey'])
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '!=', 'stored'), eb('expiresAt', '<', expiredBefore)]),
        eb.and([eb('state', '=', 'stored'), eb('storedAt', '<', storedBefore)]),
      ]),
    )
    .limit(limit)
    .execute();

export const deleteUpload = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
};
