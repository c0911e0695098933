import type { PublicUser } from '@advance/contracts';
import { insertActivity } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';

/**
 * Staff reads of personal data leave a trace (issue 11): who read what, from where. One
 * insert. Written before the data is returned and not caught: a read that cannot be
 * recorded is not served.
 */
export async function logStaffRead(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id'>,
  entry: {
    action: string;
    targetType: string;
    targetId?: string | null;
    details?: unknown;
  },
  meta: Pick<RequestMeta, 'ip'> | null,
): Promise<void> {
  await insertActivity(deps.db, {
    actorId: reader.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details,
    ipAddress: meta?.ip ?? null,
  });
}
