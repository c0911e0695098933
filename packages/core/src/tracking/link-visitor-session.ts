import { linkVisitorSessionUser } from '@advance/db';
import { CLIENT_SESSION_ID } from '@advance/tracker-schemas';
import type { CoreDeps } from '../deps';

/**
 * After an application is submitted: the visit the SPA named in `x-visitor-session` now
 * belongs to the application's owner, so the funnel can follow it to approval. Only an
 * anonymous, non-staff visit is linked; anything else is left alone. Never fails the
 * submission: a tracking problem is only logged.
 */
export async function linkVisitorSessionToApplicant(
  deps: Pick<CoreDeps, 'db' | 'log'>,
  clientSessionId: string | null | undefined,
  userId: string | null,
): Promise<boolean> {
  if (!clientSessionId || !userId || !CLIENT_SESSION_ID.test(clientSessionId)) return false;
  try {
    return await linkVisitorSessionUser(deps.db, { clientId: clientSessionId }, userId);
  } catch (error) {
    deps.log.warn({ err: error }, 'Linking the visit to the applicant failed');
    return false;
  }
}
