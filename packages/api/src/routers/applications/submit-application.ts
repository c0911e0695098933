import {
  submitApplicationInputSchema,
  submitApplicationResultSchema,
  text,
} from '@advance/contracts';
import { customerViewOf, submitApplication as submit } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** No sign-in needed: the server decides the owner (docs/architecture.md §5). */
export const submitApplication = publicProcedure
  .input(
    submitApplicationInputSchema.extend({
      idempotencyKey: text().trim().min(8).max(200).optional(),
    }),
  )
  .output(submitApplicationResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...application } = input;
    const result = await submit(ctx.deps, ctx.session?.user ?? null, application, {
      ...ctx.meta,
      idempotencyKey,
    });
    // The applicant's view: a replayed or duplicate submission may already carry staff notes.
    return { application: customerViewOf(result.application), created: result.created };
  });
