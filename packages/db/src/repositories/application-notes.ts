import type { Db } from '../client';

/** Issue 19: private staff notes. Only staff paths in core call these. */
export const insertApplicationNote = (
  db: Db,
  note: { applicationId: string; authorId: string; content: string; createdAt: Date },
) =>
  db
    .insertInto('applicationNotes')
    .values(note)
    .returning(['id', 'applicationId', 'authorId', 'content', 'createdAt'])
    .executeTakeFirstOrThrow();

/** One application's notes, oldest first (a conversation reads top to bottom), with authors. */
export const listApplicationNotes = (db: Db, applicationId: string) =>
  db
    .selectFrom('applicationNotes as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select([
      'n.id',
      'n.applicationId',
      'n.authorId',
      'n.content',
      'n.createdAt',
      'u.firstName as authorFirstName',
      'u.lastName as authorLastName',
      'u.email as authorEmail',
    ])
    .where('n.applicationId', '=', applicationId)
    .orderBy('n.createdAt', 'asc')
    .orderBy('n.id', 'asc')
    .limit(1000)
    .execute();

export type ApplicationNoteWithAuthor = Awaited<ReturnType<typeof listApplicationNotes>>[number];
