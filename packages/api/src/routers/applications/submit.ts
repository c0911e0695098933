import { submitApplicationInputSchema } from '@advance/contracts';
import { linkVisitorSessionToApplicant, submitApplication } from '@advance/core';
import { z } from 'zod';
import { publicProcedure } from '../../trpc';

/** No sign-in needed: the server decides the owner (DESIGN.md §5). */
export const submit = publicProcedure
  .input(
    submitApplicationInputSchema.extend({
      idempotencyKey: z.string().trim().min(8).max(200).optional(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...application } = input;
    const result = await submitApplication(ctx.deps, ctx.session?.user ?? null, application, {
      ...ctx.meta,
      idempotencyKey,
    });
    // The visit that led here now belongs to the applicant (the funnel follows it to approval).
    if (result.created) {
      await linkVisitorSessionToApplicant(
        ctx.deps,
        ctx.meta.visitorSession,
        result.application.userId,
      );
    }
    return { application: result.application, created: result.created };
  });
