import type { Db } from '../client';
import type { NewReview } from '../schema';

export const insertReview = async (db: Db, review: NewReview): Promise<void> => {
  await db.insertInto('applicationReviews').values(review).execute();
};

/** The timeline of one application, newest first, with who reviewed. */
export const listReviews = (db: Db, applicationId: string) =>
  db
    .selectFrom('applicationReviews as r')
    .leftJoin('users as u', 'u.id', 'r.reviewerId')
    .select([
      'r.id',
      'r.previousStatus',
      'r.newStatus',
      'r.reviewNotes',
      'r.reviewType',
      'r.ipAddress',
      'r.reviewedAt',
      'u.id as reviewerId',
      'u.firstName as reviewerFirstName',
      'u.lastName as reviewerLastName',
      'u.email as reviewerEmail',
      'u.role as reviewerRole',
    ])
    .where('r.applicationId', '=', applicationId)
    .orderBy('r.reviewedAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();

export type ReviewWithReviewer = Awaited<ReturnType<typeof listReviews>>[number];
