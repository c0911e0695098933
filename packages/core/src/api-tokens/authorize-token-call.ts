import { type ApiTokenScope, apiTokenMessages } from '@advance/contracts';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import type { ApiTokenCredential } from './validate-api-token';

/**
 * The rule of every call made with a token, before the procedure runs: counted against
 * the token's rate limit first (so a flood of refused calls is refused cheaply and logged
 * once), then allowed only on a procedure that declares a scope the token holds. Every
 * call, allowed or refused, is in the activity log with the token's id.
 */
export async function authorizeTokenCall(
  deps: CoreDeps,
  credential: ApiTokenCredential,
  call: { path: string; scope?: ApiTokenScope | undefined },
  meta: RequestMeta,
): Promise<void> {
  const actorId = credential.session.user.id;
  await consumeLimit(
    deps.db,
    `api_token:${credential.tokenId}`,
    rateRules.apiTokenCalls,
    deps.now(),
    apiTokenMessages.tooManyCalls,
    { actorId, ip: meta.ip },
  );
  const entry = {
    actorId,
    targetType: 'api_token',
    targetId: credential.tokenId,
    ipAddress: meta.ip,
  };
  const details = { tokenId: credential.tokenId, path: call.path, scope: call.scope ?? null };
  const refusal = !call.scope
    ? apiTokenMessages.notForTokens
    : !credential.scopes.includes(call.scope)
      ? apiTokenMessages.scopeMissing(call.scope)
      : null;
  if (refusal) {
    await logActivity(deps.db, {
      ...entry,
      action: activityActions.apiTokenCallRefused,
      details: { ...details, reason: call.scope ? 'scope_missing' : 'not_for_tokens' },
    });
    throw new DomainError('FORBIDDEN', refusal);
  }
  await logActivity(deps.db, { ...entry, action: activityActions.apiTokenCall, details });
}
