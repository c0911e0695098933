import {
  ACTIVITY_PAGE_MAX,
  type ActivityLogQueryInput,
  activityLogQuerySchema,
} from '@advance/contracts';

/** What the staff member typed into the Activity Logs filters. */
export interface ActivityFilterValues {
  action: string;
  actor: string;
  /** `YYYY-MM-DD` from a date input, in the staff member's own time zone. */
  from: string;
  to: string;
}

export const emptyActivityFilters: ActivityFilterValues = {
  action: '',
  actor: '',
  from: '',
  to: '',
};

export type ActivityFilterField = keyof ActivityFilterValues;

/** Midnight of a local calendar day; `dayOffset` 1 is the next midnight. */
function localMidnight(day: string, dayOffset = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + dayOffset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The query for the server: local days become instants (the server reads bare dates as
 * UTC days), "to" ends at the last millisecond of its day. Checked with the contract's own
 * schema, so the same messages show on the same fields before anything is sent.
 */
export function toActivityQuery(
  values: ActivityFilterValues,
):
  | { ok: true; query: Omit<ActivityLogQueryInput, 'cursor' | 'limit'> }
  | { ok: false; errors: Partial<Record<ActivityFilterField, string>> } {
  const from = values.from ? localMidnight(values.from) : null;
  const nextDay = values.to ? localMidnight(values.to, 1) : null;
  const query = {
    action: values.action || undefined,
    actor: values.actor.trim() || undefined,
    from: values.from ? (from?.toISOString() ?? values.from) : undefined,
    to: values.to
      ? nextDay
        ? new Date(nextDay.getTime() - 1).toISOString()
        : values.to
      : undefined,
  };
  const parsed = activityLogQuerySchema.safeParse({ ...query, limit: ACTIVITY_PAGE_MAX });
  if (parsed.success) return { ok: true, query };
  const errors: Partial<Record<ActivityFilterField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'action' || field === 'actor' || field === 'from' || field === 'to') {
      errors[field] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
