import { applicationMessages } from '@advance/contracts';
import { findApplicationById, listReviews } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/** Spec part 3 "Review record", newest first. */
export async function listApplicationReviews(deps: CoreDeps, applicationId: string) {
  if (!isUuid(applicationId) || !(await findApplicationById(deps.db, applicationId))) {
    throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  }
  const rows = await listReviews(deps.db, applicationId);
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

export type ApplicationReview = Awaited<ReturnType<typeof listApplicationReviews>>[number];
