import { type Advance, advanceMessages, type PublicUser } from '@advance/contracts';
import {
  findPaymentAuthorization,
  inTransaction,
  lockAdvanceById,
  lockPaymentAuthorization,
  markAuthorizationWithdrawn,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { loadAdvance } from './get-advance';

/**
 * The applicant takes back their own authorisation while it still waits to be collected.
 * The advance is locked first, then the authorisation (the order every money change takes),
 * so a payment being recorded against it and this withdrawal cannot both win. Someone
 * else's authorisation is "not found".
 */
export async function withdrawAuthorization(
  deps: CoreDeps,
  viewer: PublicUser,
  authorizationId: string,
  meta: RequestMeta,
): Promise<Advance> {
  const notFound = () => new DomainError('NOT_FOUND', advanceMessages.authorizationNotFound);
  if (!isUuid(authorizationId)) throw notFound();
  const found = await findPaymentAuthorization(deps.db, authorizationId);
  if (!found) throw notFound();
  return inTransaction(deps.db, async (trx) => {
    const advance = await lockAdvanceById(trx, found.advanceId);
    if (!advance || advance.userId !== viewer.id) throw notFound();
    const authorization = await lockPaymentAuthorization(trx, authorizationId);
    if (!authorization) throw notFound();
    if (authorization.status !== 'pending') {
      throw new DomainError('CONFLICT', advanceMessages.authorizationNotPending);
    }
    await markAuthorizationWithdrawn(trx, authorizationId, deps.now());
    await logActivity(trx, {
      actorId: viewer.id,
      action: activityActions.paymentAuthorizationWithdrawn,
      targetType: 'advance',
      targetId: advance.id,
      details: { applicationId: advance.applicationId, authorizationId },
      ipAddress: meta.ip,
    });
    return loadAdvance(trx, deps, advance, 'customer');
  });
}
