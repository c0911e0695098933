import type { Announcement, CreateAnnouncementInput, PublicUser } from '@advance/contracts';
import { insertAnnouncement, inTransaction } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { resolveExpiry } from './expiry';
import { toAnnouncement } from './to-announcement';

/** Create System Announcement (staff): active at once, shown until it expires or is switched off. */
export async function createAnnouncement(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: CreateAnnouncementInput,
  meta: RequestMeta,
): Promise<Announcement> {
  const expiresAt = resolveExpiry(input.expiresAt, deps.now());
  return inTransaction(deps.db, async (db) => {
    const row = await insertAnnouncement(db, {
      title: input.title,
      content: input.content,
      type: input.type,
      isActive: true,
      createdBy: actor.id,
      expiresAt,
    });
    await logActivity(db, {
      actorId: actor.id,
      action: activityActions.announcementCreated,
      targetType: 'announcement',
      targetId: row.id,
      details: { title: row.title, type: row.type, expiresAt: expiresAt?.toISOString() ?? null },
      ipAddress: meta.ip,
    });
    return toAnnouncement(row, deps.now());
  });
}
