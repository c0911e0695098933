import {
  type AnnouncementType,
  announcementMessages,
  type CreateAnnouncementInput,
  createAnnouncementInputSchema,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import type { Resolver } from 'react-hook-form';

/** What the Create System Announcement form holds; the expiry is the date input's text. */
export interface AnnouncementFormValues {
  title: string;
  content: string;
  type: AnnouncementType;
  /** "yyyy-mm-dd", or "" for no expiry. */
  expiresAt: string;
}

export const emptyAnnouncementForm: AnnouncementFormValues = {
  title: '',
  content: '',
  type: 'info',
  expiresAt: '',
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in the browser's zone, as a date input writes it (its `min`). */
export function todayInputValue(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** The local Date a "yyyy-mm-dd" names, or undefined for anything else (2026-02-30 too). */
function localDay(value: string): Date | undefined {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // new Date(2026, 1, 30) rolls over to March: such a day does not exist.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * What is wrong with the expiry field, if anything: optional, but when given a real day
 * that is not already past (today is fine: it lasts until the day ends).
 */
export function expiryProblem(value: string, today: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!localDay(trimmed)) return announcementMessages.expiryInvalid;
  return trimmed < today ? announcementMessages.expiryPast : undefined;
}

/**
 * The picked day as the moment it ends in the admin's own zone: "expires Dec 1" keeps the
 * banner up through Dec 1 where the admin is (a bare date would end at midnight UTC, the
 * evening before in the US). No date, or no real day: no expiry (expiryProblem refuses
 * the latter before anything is sent).
 */
export function expiryInput(value: string): string | null {
  const day = localDay(value);
  if (!day) return null;
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
}

export function toAnnouncementInput(values: AnnouncementFormValues) {
  return {
    title: values.title,
    content: values.content,
    type: values.type,
    expiresAt: expiryInput(values.expiresAt),
  };
}

type AnnouncementResolver = Resolver<AnnouncementFormValues, unknown, CreateAnnouncementInput>;

/**
 * Validates with the contracts schema the server uses (title and content required, the
 * type), plus the expiry rules checked here in the admin's own calendar. The server still
 * refuses a moment already gone, in its own words.
 */
export function announcementFormResolver(
  today: () => string = todayInputValue,
): AnnouncementResolver {
  const validate = zodResolver(createAnnouncementInputSchema);
  return async (values, context, options) => {
    const result = (await validate(
      toAnnouncementInput(values),
      context,
      options as never,
    )) as Awaited<ReturnType<AnnouncementResolver>>;
    const problem = expiryProblem(values.expiresAt, today());
    if (!problem) return result;
    return {
      values: {},
      errors: { ...result.errors, expiresAt: { type: 'validate', message: problem } },
    };
  };
}
