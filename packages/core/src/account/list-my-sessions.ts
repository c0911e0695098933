import type { AccountSession } from '@advance/contracts';
import { listUserSessions } from '@advance/db';
import type { CoreDeps } from '../deps';
import { describeDevice, describePlace } from './describe-device';

/** The caller's live sessions for the account page: this one first, then by last activity. */
export async function listMySessions(
  deps: CoreDeps,
  caller: { sessionId: string; userId: string },
): Promise<AccountSession[]> {
  const rows = await listUserSessions(deps.db, caller.userId, deps.now());
  const sessions = rows.map((row) => {
    const { device, browser, os } = describeDevice(row.userAgent);
    return {
      id: row.id,
      current: row.id === caller.sessionId,
      device,
      browser,
      os,
      place: describePlace(deps.tracking.geo, row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      ipAddress: row.ipAddress,
    };
  });
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}
