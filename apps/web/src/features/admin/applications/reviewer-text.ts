import type { ApplicationReview } from '@advance/contracts';
import { fullName } from '../../../lib/person-name';
import { roleLabel } from '../role-badge';

/** The reviewer as the API gives it: its account may have gone, so every part may be null. */
export type Reviewer = NonNullable<ApplicationReview['reviewer']>;

/** Who made a review: "Jane Admin (Super Admin)", or "System" when no one did. */
export function reviewerText(reviewer: Reviewer | null): string {
  if (!reviewer) return 'System';
  const name = fullName(reviewer) || reviewer.username || reviewer.email || 'Unknown reviewer';
  return reviewer.role ? `${name} (${roleLabel(reviewer.role)})` : name;
}
