import type { Db } from '../client';
import type { AttachmentRow, NewAttachment } from '../schema';

/** One application's documents never run into the thousands; this bounds the read anyway. */
const MAX_ATTACHMENTS_PER_LIST = 500;

export const insertAttachment = (db: Db, attachment: NewAttachment): Promise<AttachmentRow> =>
  db.insertInto('attachments').values(attachment).returningAll().executeTakeFirstOrThrow();

export const listAttachmentsOfApplication = (
  db: Db,
  applicationId: string,
  { visibleOnly }: { visibleOnly: boolean },
): Promise<AttachmentRow[]> => {
  let query = db
    .selectFrom('attachments')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ATTACHMENTS_PER_LIST);
  if (visibleOnly) query = query.where('visibleToUser', '=', true);
  return query.execute();
};

/** An attachment with the account that owns its application (null when it has none). */
export const findAttachmentWithOwner = (db: Db, id: string) =>
  db
    .selectFrom('attachments as a')
    .innerJoin('applications as app', 'app.id', 'a.applicationId')
    .selectAll('a')
    .select('app.userId as ownerId')
    .where('a.id', '=', id)
    .executeTakeFirst();

export type AttachmentWithOwner = NonNullable<Awaited<ReturnType<typeof findAttachmentWithOwner>>>;

export const setAttachmentVisibility = (
  db: Db,
  id: string,
  visibleToUser: boolean,
): Promise<AttachmentRow | undefined> =>
  db
    .updateTable('attachments')
    .set({ visibleToUser })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteAttachment = (db: Db, id: string): Promise<AttachmentRow | undefined> =>
  db.deleteFrom('attachments').where('id', '=', id).returningAll().executeTakeFirst();
