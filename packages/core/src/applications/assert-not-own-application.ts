import { applicationMessages } from '@advance/contracts';
import { DomainError } from '../errors';

/**
 * Nobody decides on an application they own (docs/architecture.md §5): not a review, and later not
 * a funding or a payment either. Staff who apply are applicants for that application.
 */
export function assertNotOwnApplication(
  actor: { id: string },
  application: { userId: string | null },
  message: string = applicationMessages.ownApplication,
): void {
  if (application.userId !== null && application.userId === actor.id) {
    throw new DomainError('FORBIDDEN', message);
  }
}
