import type { Db } from '../client';
import type { ActivityLogRow } from '../schema';

export interface NewActivity {
  actorId: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  details?: unknown;
  ipAddress?: string | null;
}

export const insertActivity = async (db: Db, entry: NewActivity): Promise<void> => {
  await db
    .insertInto('activityLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details === undefined ? undefined : JSON.stringify(entry.details),
      ipAddress: entry.ipAddress ?? null,
    })
    .execute();
};

export const listRecentActivity = (db: Db, limit: number) =>
  db
    .selectFrom('activityLog as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    .select([
      'a.id',
      'a.action',
      'a.targetType',
      'a.targetId',
      'a.details',
      'a.ipAddress',
      'a.createdAt',
      'u.id as actorUserId',
      'u.email as actorEmail',
      'u.firstName as actorFirstName',
      'u.lastName as actorLastName',
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

export type ActivityWithActor = Awaited<ReturnType<typeof listRecentActivity>>[number];
export type { ActivityLogRow };
