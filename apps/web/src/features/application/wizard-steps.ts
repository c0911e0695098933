import {
  accountStepSchema,
  applicantStepSchema,
  type BenefitSchedule,
  DEFAULT_REQUESTED_AMOUNT,
  financialStepSchema,
  type PublicUser,
} from '@advance/contracts';
import type { z } from 'zod';

export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEP_COUNT = 3;

export const stepTitles: Record<WizardStep, string> = {
  1: 'Basic Information',
  2: 'Create Your Account',
  3: 'Financial Situation',
};

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
};

export function stepOfField(field: string): WizardStep | undefined {
  const steps: WizardStep[] = [1, 2, 3];
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
