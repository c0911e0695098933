import type { Announcement, AnnouncementState, AnnouncementType } from '@advance/contracts';
import type { AnnouncementRow } from '@advance/db';

/** docs/architecture.md §5: an announcement shows while it is active and not expired. */
export function announcementStateOf(
  row: Pick<AnnouncementRow, 'isActive' | 'expiresAt'>,
  now: Date,
): AnnouncementState {
  if (!row.isActive) return 'inactive';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export const toAnnouncement = (row: AnnouncementRow, now: Date): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  type: row.type as AnnouncementType,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  state: announcementStateOf(row, now),
});
