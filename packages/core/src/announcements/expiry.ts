import { announcementMessages } from '@advance/contracts';
import { DomainError } from '../errors';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an announcement stops showing. A date-time is taken as it is; a plain date
 * (yyyy-mm-dd, what a date picker sends) means "through that day", so it expires at the
 * end of that day in UTC. Null or absent: it never expires. A moment that is not after
 * `now` is refused: the announcement would never be seen.
 */
export function resolveExpiry(value: string | null | undefined, now: Date): Date | null {
  if (value === null || value === undefined) return null;
  const at = DATE_ONLY.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS)
    : new Date(value);
  const invalid =
    Number.isNaN(at.getTime()) ||
    // 2026-02-30 parses as March 2 in some engines: the day must survive the round trip.
    (DATE_ONLY.test(value) && new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10) !== value);
  if (invalid) {
    throw new DomainError('BAD_REQUEST', announcementMessages.expiryInvalid, {
      fieldErrors: { expiresAt: announcementMessages.expiryInvalid },
    });
  }
  if (at.getTime() <= now.getTime()) {
    throw new DomainError('BAD_REQUEST', announcementMessages.expiryPast, {
      fieldErrors: { expiresAt: announcementMessages.expiryPast },
    });
  }
  return at;
}
