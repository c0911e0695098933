import {
  accountStepSchema,
  applicantStepSchema,
  type BenefitSchedule,
  DEFAULT_REQUESTED_AMOUNT,
  financialStepSchema,
  type PublicUser,
  wizardStepTitles,
} from '@advance/contracts';
import type { z } from 'zod';
import type { StoredWizardDraft } from '../../lib/wizard-draft-storage';
import type { WizardStep } from '../../lib/wizard-search';

export type { WizardStep } from '../../lib/wizard-search';
// Apart, without the schemas, for the wizard's lean first step (wizard-step-keys.ts).
export { stepKeys, visibleSteps } from './wizard-step-keys';

export const stepTitles: Record<WizardStep, string> = wizardStepTitles;

/** What the wizard holds so far, as far as deciding which step may open. */
export interface WizardProgressState {
  applicantDone: boolean;
  /** Signed in, or a password typed in this page's life (it is never stored). */
  accountDone: boolean;
  financialDone: boolean;
}

/** The earliest step still to do (the review when everything is done). */
export function firstIncompleteStep(progress: WizardProgressState): WizardStep {
  if (!progress.applicantDone) return 1;
  if (!progress.accountDone) return 2;
  if (!progress.financialDone) return 3;
  return 4;
}

/**
 * The step to show for the one the URL asks for: no further than the first incomplete
 * one (a bookmarked `?step=4` with an empty draft opens step 1), and never the account
 * step for a signed-in applicant.
 */
export function allowedStep(
  requested: WizardStep | undefined,
  progress: WizardProgressState,
  signedIn: boolean,
): WizardStep {
  const limit = firstIncompleteStep(progress);
  const wanted = requested ?? 1;
  const step = wanted <= limit ? wanted : limit;
  return signedIn && step === 2 ? 3 : step;
}

/** What each step's form holds while typing (strings, possibly blank)... */
export type ApplicantValues = z.input<typeof applicantStepSchema>;
export type AccountValues = z.input<typeof accountStepSchema>;
export type FinancialValues = z.input<typeof financialStepSchema>;
/** ...and what it yields once its contracts schema accepts it. */
export type Applicant = z.output<typeof applicantStepSchema>;
export type Financial = z.output<typeof financialStepSchema>;

/**
 * Step 3's benefit schedule: pre-selected from the date of birth until the applicant picks
 * one (`chosen`), after which their choice stays whatever else they change.
 */
export interface ScheduleDraft {
  value: BenefitSchedule | null;
  chosen: boolean;
}

/** Everything typed so far, kept when moving back and forth between steps. */
export interface WizardDraft {
  applicant: Partial<ApplicantValues>;
  account: Partial<AccountValues>;
  financial: Partial<FinancialValues>;
  schedule: ScheduleDraft;
}

/**
 * The draft a wizard opens with: what this tab kept (after a refresh or a detour through
 * sign-in) over what a signed-in visitor's account already knows.
 */
export function restoredDraft(
  user: PublicUser | null | undefined,
  stored: StoredWizardDraft | null,
): WizardDraft {
  const fresh = initialDraft(user);
  if (!stored) return fresh;
  const typed = (fields: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([field, value]) => [field, String(value)]),
    );
  return {
    ...fresh,
    applicant: { ...fresh.applicant, ...typed(stored.applicant) },
    financial: { ...fresh.financial, ...typed(stored.financial) },
    schedule: stored.schedule as ScheduleDraft,
  };
}

/** A signed-in visitor starts with what their account already knows. */
export function initialDraft(user: PublicUser | null | undefined): WizardDraft {
  return {
    applicant: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      zipCode: '',
    },
    account: { password: '', confirmPassword: '' },
    financial: {
      requestedAmount: String(DEFAULT_REQUESTED_AMOUNT),
      monthlyBenefit: '',
      benefitPaymentDay: '',
      monthlyRentMortgage: '',
      dateOfBirth: '',
    },
    schedule: { value: null, chosen: false },
  };
}

// The field lists come from the schemas themselves, so a field added to contracts lands on
// the right step without a second list to update.
const stepFields: Record<WizardStep, readonly string[]> = {
  1: Object.keys(applicantStepSchema.shape),
  2: Object.keys(accountStepSchema.shape),
  // The schedule is sent with step 3 but is not one of its schema's fields (it is optional).
  3: [...Object.keys(financialStepSchema.shape), 'benefitSchedule'],
  // The review step's consent (issue 20): an outdated version is shown there.
  4: ['consentVersion', 'locale'],
};

export function stepOfField(field: string): WizardStep | undefined {
  const steps: WizardStep[] = [1, 2, 3, 4];
  return steps.find((step) => stepFields[step].includes(field));
}

/**
 * The earliest step holding one of the server's field errors, so the visitor lands where
 * the first problem is; `undefined` when none of the fields is on a step.
 */
export function firstStepWithError(fieldErrors: Record<string, string>): WizardStep | undefined {
  const steps = Object.keys(fieldErrors)
    .map(stepOfField)
    .filter((step): step is WizardStep => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as WizardStep) : undefined;
}

/** The server's field errors that belong to one step. */
export function errorsForStep(
  fieldErrors: Record<string, string>,
  step: WizardStep,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([f]) => stepOfField(f) === step));
}

/** The server's field errors without those of one step. */
export function omitStep(
  fieldErrors: Record<string, string>,
  step: WizardStep,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([f]) => stepOfField(f) !== step));
}
