import { type Announcement, announcementMessages, type PublicUser } from '@advance/contracts';
import { inTransaction, setAnnouncementActive as setActive } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toAnnouncement } from './to-announcement';

/** The active toggle (staff): an inactive announcement stays listed for staff only. */
export async function setAnnouncementActive(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: { id: string; isActive: boolean },
  meta: RequestMeta,
): Promise<Announcement> {
  if (!isUuid(input.id)) throw new DomainError('NOT_FOUND', announcementMessages.notFound);
  return inTransaction(deps.db, async (db) => {
    const row = await setActive(db, input.id, input.isActive);
    if (!row) throw new DomainError('NOT_FOUND', announcementMessages.notFound);
    await logActivity(db, {
      actorId: actor.id,
      action: activityActions.announcementUpdated,
      targetType: 'announcement',
      targetId: row.id,
      details: { title: row.title, isActive: row.isActive },
      ipAddress: meta.ip,
    });
    return toAnnouncement(row, deps.now());
  });
}
