import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../schema';

/**
 * Visitor (non-staff) sessions that started at or after `from`; null means all time.
 * Written as `not is_staff` rather than `is_staff = $1` so the planner can use the partial
 * index visitor_sessions_started_idx, whose predicate is exactly that.
 */
export const visitorsSince = (
  eb: ExpressionBuilder<Database, 'visitorSessions'>,
  from: Date | null,
) =>
  from
    ? eb.and([
        eb.not(eb.ref('visitorSessions.isStaff')),
        eb('visitorSessions.startedAt', '>=', from),
      ])
    : eb.not(eb.ref('visitorSessions.isStaff'));
