import { submitApplicationInputSchema } from '@advance/contracts';
import { submitApplication } from '@advance/core';
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
    return { application: result.application, created: result.created };
  });
