import type { Passkey } from '@advance/contracts';
import { listPasskeysOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toPasskey } from './to-passkey';

/** The caller's own passkeys, oldest first. */
export async function listPasskeys(
  deps: Pick<CoreDeps, 'db'>,
  user: { id: string },
): Promise<Passkey[]> {
  const rows = await listPasskeysOfUser(deps.db, user.id);
  return rows.map(toPasskey);
}
