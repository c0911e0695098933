import { apiTokenMessages, type PublicUser } from '@advance/contracts';
import { revokeApiToken as revoke } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';

/**
 * Revokes a token: the owner's own (`scope: 'own'`), or anyone's for a super admin
 * (`scope: 'any'`, the procedure checks the role). Effective at once on every instance:
 * each call looks the token up afresh. Someone else's token answers "not found", never
 * "forbidden", so ids cannot be probed.
 */
export async function revokeApiToken(
  deps: CoreDeps,
  actor: PublicUser,
  id: string,
  scope: 'own' | 'any',
  meta: RequestMeta,
): Promise<void> {
  const revoked = await revoke(
    deps.db,
    id,
    { actorId: actor.id, ...(scope === 'own' && { ownerId: actor.id }) },
    deps.now(),
  );
  if (!revoked) throw new DomainError('NOT_FOUND', apiTokenMessages.notFound);
  await logActivity(deps.db, {
    actorId: actor.id,
    action: activityActions.apiTokenRevoked,
    targetType: 'api_token',
    targetId: revoked.id,
    details: { name: revoked.name, ownerId: revoked.userId },
    ipAddress: meta.ip,
  });
}
