import { advanceMessages, applicationMessages } from '@advance/contracts';
import {
  type AdvanceRow,
  type Db,
  findApplicationById,
  lockAdvanceByApplicationId,
} from '@advance/db';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/**
 * Locks the advance of an application for the rest of the transaction: every change to its
 * money takes this lock first, so concurrent requests on one advance run one after another.
 */
export async function lockAdvanceOf(trx: Db, applicationId: string): Promise<AdvanceRow> {
  if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const advance = await lockAdvanceByApplicationId(trx, applicationId);
  if (advance) return advance;
  const application = await findApplicationById(trx, applicationId);
  if (!application) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  if (application.status !== 'Approved')
    throw new DomainError('CONFLICT', advanceMessages.notFundable);
  throw new DomainError('NOT_FOUND', advanceMessages.notFound);
}

/** Payments and waivers need money out and a balance left. */
export function assertCanCredit(advance: AdvanceRow, amountCents: number): void {
  if (advance.state === 'cancelled') throw new DomainError('CONFLICT', advanceMessages.cancelled);
  if (advance.state === 'awaiting_funding')
    throw new DomainError('CONFLICT', advanceMessages.notFunded);
  if (advance.balanceCents <= 0) throw new DomainError('CONFLICT', advanceMessages.nothingOwed);
  if (amountCents > advance.balanceCents)
    throw new DomainError('CONFLICT', advanceMessages.overpayment(advance.balanceCents / 100));
}
