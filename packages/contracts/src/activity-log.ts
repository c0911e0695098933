import { z } from 'zod';
import { userRefSchema } from './auth';
import { text } from './fields';
import { EMAIL_MAX_LENGTH } from './limits';
import { validationMessages } from './messages';

/** Spec part 2: the Activity Logs tab shows the latest 50; that stays the first page. */
export const ACTIVITY_PAGE_MAX = 50;

/** Texts of the Activity Logs tab and of its query's errors. */
export const activityLogMessages = {
  title: 'Activity Logs',
  description: 'Who did what, newest first.',
  empty: 'No activity matches these filters.',
  loadFailed: 'The activity log could not be loaded. Please try again.',
  actionLabel: 'Action',
  allActions: 'All actions',
  actorLabel: 'User e-mail or id',
  actorHint: 'Part of an e-mail address, or a user id.',
  fromLabel: 'From',
  toLabel: 'To',
  apply: 'Apply filters',
  clear: 'Clear',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  pagination: 'Activity log pages',
  dateInvalid: 'Please enter a valid date',
  rangeInvalid: 'The end date must be on or after the start date',
  cursorInvalid: 'This page link is not valid. Please start from the first page.',
  actionInvalid: 'Please choose an action from the list',
} as const;

/** Empty strings from a form or a query string mean "no filter". */
const optionalText = (max: number, pattern?: RegExp, message?: string) =>
  text()
    .trim()
    .max(max, { error: validationMessages.tooLong })
    .refine((v) => !pattern || v === '' || pattern.test(v), {
      error: message ?? validationMessages.tooLong,
    })
    .optional()
    .transform((v) => (v ? v : undefined));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date (`2026-11-23`, the whole UTC day) or an ISO date-time with an offset. `end`
 * turns a bare date into the first instant after it, so "to" includes the whole day.
 */
const dateBound = (end: boolean) =>
  text()
    .trim()
    .max(40, { error: activityLogMessages.dateInvalid })
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const dateOnly = z.iso.date().safeParse(v).success;
      const dateTime = z.iso.datetime({ offset: true }).safeParse(v).success;
      const at = dateOnly || dateTime ? new Date(dateOnly ? `${v}T00:00:00Z` : v) : null;
      if (!at || Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: activityLogMessages.dateInvalid });
        return z.NEVER;
      }
      if (!end) return at;
      return new Date(at.getTime() + (dateOnly ? DAY_MS : 1));
    });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Action names are dotted lower-case words (`application.reviewed`). */
const ACTION = /^[a-z0-9_.-]+$/;

/**
 * GET /api/admin/logs and admin.logs.list. Pages go backwards in time by cursor (the id
 * of the last entry of the previous page), so a page stays cheap however old it is.
 * `from` is inclusive; `to` includes its whole day (or its instant, for a date-time).
 */
export const activityLogQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_MAX),
    cursor: optionalText(36, UUID, activityLogMessages.cursorInvalid),
    action: optionalText(100, ACTION, activityLogMessages.actionInvalid),
    actor: optionalText(EMAIL_MAX_LENGTH),
    from: dateBound(false),
    to: dateBound(true),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, {
    error: activityLogMessages.rangeInvalid,
    path: ['to'],
  });
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;
export type ActivityLogQueryInput = z.input<typeof activityLogQuerySchema>;

/** Whether `actor` names a user by id rather than by a piece of their e-mail. */
export const isUserId = (value: string): boolean => UUID.test(value);

/**
 * One entry of the log as the Activity Logs tab reads it. `details` is what the action
 * recorded (an object whose keys depend on the action, or null); `actor` is null for the
 * system or an account that is gone.
 */
export const activityEntrySchema = z.object({
  id: text(),
  action: text(),
  targetType: text().nullable(),
  targetId: text().nullable(),
  details: z.unknown().meta({
    description: "The action's details: a JSON object whose keys depend on the action, or null.",
  }),
  ipAddress: text().nullable(),
  createdAt: text(),
  actor: userRefSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** One page of the log: `nextCursor` names the last entry shown when older ones match. */
export const activityLogPageSchema = z.object({
  items: z.array(activityEntrySchema),
  nextCursor: text().nullable(),
});
