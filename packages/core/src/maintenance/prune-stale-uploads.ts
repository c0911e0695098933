import { UNATTACHED_UPLOAD_TTL_MS } from '@advance/contracts';
import { deleteUpload, listStaleUploads } from '@advance/db';
import type { CoreDeps } from '../deps';

const BATCH = 200;
/** A transfer that began just before its link expired may still be arriving. */
const IN_FLIGHT_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes uploads that can no longer become attachments (link expired, refused, or stored
 * but never attached within a day), bytes first, so no object is left without a record
 * that would find it again.
 */
export async function pruneStaleUploads(
  deps: Pick<CoreDeps, 'db' | 'now' | 'storage'>,
): Promise<number> {
  const now = deps.now();
  const storedBefore = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const stale = await listStaleUploads(deps.db, {
      expiredBefore: new Date(now.getTime() - IN_FLIGHT_GRACE_MS),
      storedBefore,
      limit: BATCH,
    });
    for (const upload of stale) {
      await deps.storage.delete(upload.objectKey);
      await deleteUpload(deps.db, upload.id);
      removed += 1;
    }
    if (stale.length < BATCH) return removed;
  }
}
