import type { Announcement, AnnouncementType } from '@advance/contracts';
import type { AnnouncementRow } from '@advance/db';

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  type: row.type as AnnouncementType,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
});
