import type { Passkey } from '@advance/contracts';
import type { PasskeyRow } from '@advance/db';

/** A passkey as its owner sees it: never the public key or the counter. */
export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});
