import { advanceMessages, todayInNewYork } from '@advance/contracts';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';

/** Money is recorded when it moved, which is never later than today in New York. */
export function assertNotFuture(deps: Pick<CoreDeps, 'now'>, date: string): void {
  if (date > todayInNewYork(deps.now()))
    throw new DomainError('BAD_REQUEST', advanceMessages.dateInFuture);
}
