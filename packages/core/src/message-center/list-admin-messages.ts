import type { AdminMessage } from '@advance/contracts';
import { listAdminMessagesPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toAdminMessage } from './to-inbox-message';

/** Staff Messages tab: direct messages and broadcasts together, newest first, one page. */
export async function listAdminMessages(
  deps: CoreDeps,
  page: { limit: number; offset: number },
): Promise<{ items: AdminMessage[]; total: number }> {
  const { items, total } = await listAdminMessagesPage(deps.db, page);
  return { items: items.map(toAdminMessage), total };
}
