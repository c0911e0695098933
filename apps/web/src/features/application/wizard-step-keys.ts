import type { WizardStep } from '../../lib/wizard-search';

/*
 * Apart from wizard-steps.ts (whose field lists are read off the zod schemas when it runs):
 * the wizard's lean first step (issue 15) names its step and counts the steps without them.
 */

/** Each step's name in the `application` namespace (`steps.<name>`): its title. */
export const stepKeys = {
  1: 'applicant',
  2: 'account',
  3: 'financial',
  4: 'review',
} as const satisfies Record<WizardStep, string>;

/**
 * The steps a visitor walks: a signed-in applicant already has an account (and its
 * password), so the account step is skipped.
 */
export const visibleSteps = (signedIn: boolean): WizardStep[] =>
  signedIn ? [1, 3, 4] : [1, 2, 3, 4];
