import { advanceMessages } from '@advance/contracts';
import { type Db, inTransaction, isRejectedValue } from '@advance/db';
import { DomainError } from '../errors';

/**
 * The transaction every change to an advance runs in. The checks in core come first; should a
 * value still reach one of the database's own rules (a check constraint, a date or number out
 * of range), the client sent it, so it is a 400 with a contracts text, never a 500. Everything
 * is rolled back either way.
 */
export async function advanceTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (isRejectedValue(error)) throw new DomainError('BAD_REQUEST', advanceMessages.recordRefused);
    throw error;
  }
}
