import { z } from 'zod';
import { applicationStatusSchema } from './applications';

/**
 * Issue 19: a broadcast goes to every customer, or only to applicants whose latest
 * application has `status`. Staff see the count before sending.
 */
export const broadcastAudienceSchema = z.object({ status: applicationStatusSchema.optional() });
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

export const broadcastAudienceCountSchema = z.object({ count: z.number().int() });

export const broadcastAudienceTexts = {
  label: 'Send to',
  all: 'All customers',
  byStatus: (status: string) => `Applicants whose latest application is ${status}`,
  count: (n: number) =>
    n === 1 ? 'This message will reach 1 person.' : `This message will reach ${n} people.`,
  none: 'Nobody matches this audience yet.',
} as const;
