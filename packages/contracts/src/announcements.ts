import { z } from 'zod';
import { chatContentSchema, messageTitleSchema } from './chat';
import { text } from './fields';
import { announcementMessages } from './messages';

/** Spec part 9. */
export const announcementTypes = ['info', 'warning', 'urgent', 'maintenance'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/**
 * Where an announcement stands for customers (docs/architecture.md §5): `active` shows as a
 * banner; `expired` is switched on but past its expiry; `inactive` is switched off.
 */
export const announcementStates = ['active', 'inactive', 'expired'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

export const announcementSchema = z.object({
  id: text(),
  title: text(),
  content: text(),
  type: z.enum(announcementTypes),
  isActive: z.boolean(),
  createdAt: text(),
  expiresAt: text().nullable(),
  /** Worked out by the server at the time of the answer, so clients need not compare clocks. */
  state: z.enum(announcementStates),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The staff Announcements tab: all of them, active or not, newest first. */
export const announcementsPageSchema = z.object({
  items: z.array(announcementSchema),
  total: z.number(),
});

/** Spec part 7: expiresAt is a date (or date-time) or null; the server refuses a past one. */
export const createAnnouncementInputSchema = z.object({
  title: messageTitleSchema,
  content: chatContentSchema,
  type: z.enum(announcementTypes, { error: announcementMessages.typeInvalid }).default('info'),
  expiresAt: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: announcementMessages.expiryInvalid,
    })
    .optional()
    .nullable(),
});
export type CreateAnnouncementInput = z.infer<typeof createAnnouncementInputSchema>;

export const setAnnouncementActiveInputSchema = z.object({
  id: text().max(100),
  isActive: z.boolean(),
});
