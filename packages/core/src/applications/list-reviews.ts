import { type ApplicationReview, applicationMessages, type PublicUser } from '@advance/contracts';
import { findApplicationById, listReviews } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import { logStaffRead } from '../activity/log-staff-read';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/** Spec part 3 "Review record", newest first. Staff only (notes included); the read is logged. */
export async function listApplicationReviews(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id'>,
  applicationId: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<ApplicationReview[]> {
  if (!isUuid(applicationId) || !(await findApplicationById(deps.db, applicationId))) {
    throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  }
  const rows = await listReviews(deps.db, applicationId);
  await logStaffRead(
    deps,
    reader,
    {
      action: activityActions.applicationReviewsViewed,
      targetType: 'application',
      targetId: applicationId,
    },
    meta,
  );
  return rows.map((r) => ({
    id: r.id,
    previousStatus: r.previousStatus,
    newStatus: r.newStatus,
    reviewNotes: r.reviewNotes,
    reviewType: r.reviewType,
    ipAddress: r.ipAddress,
    reviewedAt: r.reviewedAt.toISOString(),
    reviewer: r.reviewerId
      ? {
          firstName: r.reviewerFirstName,
          lastName: r.reviewerLastName,
          // The spec's reviewer has a username; ours is the e-mail.
          username: r.reviewerEmail,
          email: r.reviewerEmail,
          role: r.reviewerRole,
        }
      : null,
  }));
}
