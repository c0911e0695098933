import {
  submitApplicationInputSchema,
  submitApplicationResultSchema,
  text,
} from '@advance/contracts';
import { customerViewOf, signInApplicant, submitApplication as submit } from '@advance/core';
import { z } from 'zod';
import { publicProcedure } from '../../trpc';

/** No sign-in needed: the server decides the owner (docs/architecture.md §5). */
export const submitApplication = publicProcedure
  .input(
    submitApplicationInputSchema.extend({
      idempotencyKey: text().trim().min(8).max(200).optional(),
      /**
       * Issue 20: the wizard asks to be signed in by its submission. Opt-in, so the spec's
       * REST payload answers exactly as before (no cookie).
       */
      signIn: z.boolean().optional(),
    }),
  )
  .output(submitApplicationResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { idempotencyKey, signIn, ...application } = input;
    const result = await submit(ctx.deps, ctx.session?.user ?? null, application, {
      ...ctx.meta,
      idempotencyKey,
    });
    // Only when this request proved the account's password (core decides, see SubmitResult).
    if (signIn && result.verifiedUserId) {
      const signedIn = await signInApplicant(ctx.deps, result.verifiedUserId, ctx.meta);
      if (signedIn) ctx.cookies.setSession(signedIn.session.token, signedIn.session.expiresAt);
    }
    // The applicant's view: a replayed or duplicate submission may already carry staff notes.
    return { application: customerViewOf(result.application), created: result.created };
  });
