import { z } from 'zod';
import { emailSchema } from './fields';

/**
 * Issue 20: the wizard's journey texts and its one new question to the server. They live
 * here once, so the web, the tests and (later) the translations read the same words.
 */

/** `applications.emailStatus`: may this e-mail start a NEW account? */
export const emailStatusInputSchema = z.object({ email: emailSchema });
/**
 * One boolean and nothing else: every address the server would refuse as new (an account of
 * any kind, in any state) gets the same `false`, exactly what create-account's 409 tells.
 */
export const emailStatusSchema = z.object({ acceptsNewAccount: z.boolean() });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const returningApplicantMessages = {
  title: 'You may already have an account',
  body: 'You may already have an account with this e-mail. Sign in to continue your application, or reset your password.',
  keptNote: 'What you typed is kept: after you sign in, your application continues here.',
  signIn: 'Sign in to continue',
  resetPassword: 'Reset password',
} as const;

export const wizardStepTitles = {
  1: 'Basic Information',
  2: 'Create Your Account',
  3: 'Financial Situation',
  4: 'Review and Submit',
} as const;

export const reviewStepMessages = {
  intro: 'Please check your answers. You can change any of them before you submit.',
  change: 'Change',
  aboutYou: 'About you',
  yourAccount: 'Your account',
  passwordSet: 'Password chosen',
  signedInAs: 'Signed in as',
  yourMoney: 'Your advance and your income',
  consentLegend: 'Your agreement',
  consentLabel: 'I agree to the statement above.',
  /** The step 3 button now leads to the review instead of submitting. */
  continueToReview: 'Continue to Review',
} as const;

export const journeySubmittedMessages = {
  /** The success screen of a new applicant whom the submission signed in. */
  signedInNow:
    'Your account is ready and you are signed in. You can follow your application on your dashboard.',
  viewDashboard: 'Go to My Dashboard',
} as const;
