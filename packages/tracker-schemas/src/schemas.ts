/**
 * The tracker's payloads, once: the browser script takes its types from here (type-only
 * imports, so valibot never ships to visitors) and the server validates with the same
 * schemas. Objects are strict: a field the spec does not list is refused
 * (docs/architecture.md, "Readings of the spec").
 * Fields the spec lists but the server computes better (device, OS, browser, referrer
 * type, location, fingerprint, user id, times) are accepted and ignored by the server.
 */
import * as v from 'valibot';

import {
  CLIENT_SESSION_ID,
  GOAL_TYPES,
  TRACKER_ELEMENT_TEXT_MAX,
  TRACKER_MAX_SECONDS,
} from './constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL text cannot hold U+0000: refused here as a 400, like every text input. */
const noNul = v.check((value: string) => !value.includes('\u0000'), 'NUL is not allowed');
const text = (max: number) => v.pipe(v.string(), noNul, v.maxLength(max));
const optionalText = (max: number) => v.optional(v.nullable(text(max)));
const uuid = v.pipe(v.string(), v.regex(UUID));
const optionalUuid = v.optional(v.nullable(uuid));
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TRACKER_MAX_SECONDS));
const timestamp = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40), v.isoTimestamp())));

export const clientSessionIdSchema = v.pipe(v.string(), v.regex(CLIENT_SESSION_ID));
/** Where a payload or path names a session: the client id or the database id. */
export const sessionRefSchema = v.union([clientSessionIdSchema, uuid]);
export const pathSchema = v.pipe(v.string(), noNul, v.startsWith('/'), v.maxLength(2048));

export const sessionStartSchema = v.strictObject({
  sessionId: clientSessionIdSchema,
  userId: optionalUuid,
  timezone: optionalText(64),
  screenResolution: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,5}x\d{1,5}$/)))),
  referrer: optionalText(2048),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  utmTerm: optionalText(200),
  utmContent: optionalText(200),
  // Listed by the spec, computed by the server instead.
  ipAddress: optionalText(64),
  userAgent: optionalText(1024),
  fingerprint: optionalText(64),
  country: optionalText(100),
  region: optionalText(100),
  city: optionalText(100),
  deviceType: optionalText(20),
  operatingSystem: optionalText(40),
  browser: optionalText(40),
  browserVersion: optionalText(40),
  referrerDomain: optionalText(255),
  referrerType: optionalText(20),
  startedAt: timestamp,
  lastActiveAt: timestamp,
  converted: v.optional(v.boolean()),
});

/** PATCH /api/sessions/{id}: changed fields plus lastActiveAt (heartbeat, conversion). */
export const sessionUpdateSchema = v.strictObject({
  lastActiveAt: timestamp,
  converted: v.optional(v.boolean()),
  timezone: optionalText(64),
  screenResolution: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,5}x\d{1,5}$/)))),
});

/** POST /api/sessions/{sessionId}/end. */
export const sessionEndSchema = v.strictObject({
  totalDuration: seconds,
  bounced: v.boolean(),
});

export const pageViewSchema = v.strictObject({
  sessionId: sessionRefSchema,
  userId: optionalUuid,
  path: pathSchema,
  title: optionalText(300),
  queryParams: v.optional(
    v.nullable(
      v.pipe(
        v.record(text(100), text(500)),
        v.check((q) => Object.keys(q).length <= 20),
      ),
    ),
  ),
  referrerPage: optionalText(2048),
  isEntryPage: v.optional(v.boolean()),
  viewedAt: timestamp,
});

/**
 * PATCH /api/page-views/{id}: the spec sends only timeOnPage, isExitPage and clicks; the
 * page view's unguessable id is the capability. A sessionId, when sent, must match.
 */
export const pageViewUpdateSchema = v.strictObject({
  sessionId: v.optional(sessionRefSchema),
  timeOnPage: v.optional(seconds),
  isExitPage: v.optional(v.boolean()),
  clicks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});

export const interactionSchema = v.strictObject({
  sessionId: sessionRefSchema,
  userId: optionalUuid,
  pageViewId: optionalUuid,
  eventType: v.picklist(['click', 'form_submit']),
  eventCategory: v.optional(v.literal('user_interaction')),
  eventAction: text(100),
  elementId: optionalText(200),
  elementText: optionalText(TRACKER_ELEMENT_TEXT_MAX),
  path: v.optional(v.nullable(pathSchema)),
  occurredAt: timestamp,
});

export const goalSchema = v.strictObject({
  sessionId: sessionRefSchema,
  userId: optionalUuid,
  goalType: v.picklist(GOAL_TYPES),
  goalValue: v.optional(
    v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000))),
  ),
  timeToConversion: v.optional(v.nullable(seconds)),
  achievedAt: timestamp,
});

export type SessionStart = v.InferInput<typeof sessionStartSchema>;
export type SessionUpdate = v.InferInput<typeof sessionUpdateSchema>;
export type SessionEnd = v.InferInput<typeof sessionEndSchema>;
export type PageView = v.InferInput<typeof pageViewSchema>;
export type PageViewUpdate = v.InferInput<typeof pageViewUpdateSchema>;
export type Interaction = v.InferInput<typeof interactionSchema>;
export type Goal = v.InferInput<typeof goalSchema>;
export type GoalType = (typeof GOAL_TYPES)[number];
