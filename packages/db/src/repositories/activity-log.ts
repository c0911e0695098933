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

export const listRecentActivity = (db: Db, limit: number): Promise<ActivityLogRow[]> =>
  db.selectFrom('activityLog').selectAll().orderBy('createdAt', 'desc').limit(limit).execute();
