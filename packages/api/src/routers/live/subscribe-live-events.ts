import { isStaffRole } from '@advance/contracts';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/**
 * The SPA's live channel (decision 009): chat events for the caller (staff: all), each
 * tracked by its journal id. After a reconnect the client sends the last id it saw and
 * receives exactly what it missed, in order, then live events.
 */
export const subscribeLiveEvents = authedProcedure
  .input(
    z
      .object({
        lastEventId: z
          .string()
          .regex(/^\d{1,15}$/)
          .nullish(),
      })
      .optional(),
  )
  .subscription(async function* ({ ctx, input, signal }) {
    const viewer = { userId: ctx.user.id, staff: isStaffRole(ctx.user.role) };
    const afterId = input?.lastEventId ? Number(input.lastEventId) : undefined;
    for await (const { id, event } of ctx.deps.live.subscribe(viewer, { afterId, signal })) {
      yield tracked(String(id), event);
    }
  });
