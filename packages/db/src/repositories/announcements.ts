import type { Db } from '../client';
import type { AnnouncementRow, NewAnnouncement } from '../schema';

export const insertAnnouncement = (
  db: Db,
  announcement: NewAnnouncement,
): Promise<AnnouncementRow> =>
  db.insertInto('announcements').values(announcement).returningAll().executeTakeFirstOrThrow();

/** Staff list: every announcement, newest first, one page. */
export async function listAnnouncementsPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: AnnouncementRow[]; total: number }> {
  const [items, total] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count) };
}

/** Active and not expired at `now` (no expiry means it never expires), newest first. */
export const listLiveAnnouncements = (
  db: Db,
  now: Date,
  limit: number,
): Promise<AnnouncementRow[]> =>
  db
    .selectFrom('announcements')
    .selectAll()
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const setAnnouncementActive = (
  db: Db,
  id: string,
  isActive: boolean,
): Promise<AnnouncementRow | undefined> =>
  db
    .updateTable('announcements')
    .set({ isActive })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
