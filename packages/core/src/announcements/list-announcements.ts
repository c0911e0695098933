import type { Announcement } from '@advance/contracts';
import { listAnnouncementsPage, listLiveAnnouncements } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toAnnouncement } from './to-announcement';

/** A banner stack longer than this helps nobody; the newest win. */
export const ACTIVE_ANNOUNCEMENTS_MAX = 20;

/** Staff Announcements tab: all of them, active or not, newest first. */
export async function listAnnouncements(
  deps: CoreDeps,
  page: { limit: number; offset: number },
): Promise<{ items: Announcement[]; total: number }> {
  const { items, total } = await listAnnouncementsPage(deps.db, page);
  const now = deps.now();
  return { items: items.map((row) => toAnnouncement(row, now)), total };
}

/** docs/architecture.md §5: what signed-in users see as banners, active and not expired, newest first. */
export async function listActiveAnnouncements(deps: CoreDeps): Promise<Announcement[]> {
  const now = deps.now();
  const rows = await listLiveAnnouncements(deps.db, now, ACTIVE_ANNOUNCEMENTS_MAX);
  return rows.map((row) => toAnnouncement(row, now));
}
