import { applicantStepSchema } from '@advance/contracts';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { ApplicantForm } from './applicant-fields';
import { useStepForm } from './use-step-form';
import { restoreFocus, takeHandOver, type WizardHandOver } from './wizard-hand-over';
import type { Applicant, ApplicantValues } from './wizard-steps';

export interface ApplicantStepProps {
  defaultValues: Partial<ApplicantValues>;
  serverErrors: Record<string, string>;
  onNext: (values: Applicant, typed: ApplicantValues) => void;
  /** Every edit, for the kept draft. */
  onTyped?: (typed: ApplicantValues) => void;
  /** Shown above Next: the returning-customer notice (issue 20). */
  notice?: ReactNode;
  /** True while the server is asked about the e-mail. */
  pending?: boolean;
  /**
   * The lean first step this form replaces (issue 15): focus and the caret go back where
   * they were, and a Next pressed there is this form's Next. Applied once, when it mounts.
   */
  handOver?: WizardHandOver;
}

/** Step 1: who is applying and how to reach them. */
export function ApplicantStep({
  defaultValues,
  serverErrors,
  onNext,
  onTyped,
  notice,
  pending = false,
  handOver,
}: ApplicantStepProps) {
  const form = useStepForm(applicantStepSchema, defaultValues, serverErrors, onTyped);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));
  const formRef = useRef<HTMLFormElement>(null);
  // Registered here in screen order: react-hook-form focuses the first invalid field in
  // registration order, whatever order the fields' render functions run in.
  const fields = {
    firstName: form.register('firstName'),
    lastName: form.register('lastName'),
    email: form.register('email'),
    phone: form.register('phone'),
    zipCode: form.register('zipCode'),
  };

  // Before paint, in the task that replaced the lean form: no keystroke lands in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts.
  useLayoutEffect(() => {
    const given = formRef.current ? takeHandOver(handOver) : null;
    if (!given || !formRef.current) return;
    if (given.focus) restoreFocus(formRef.current, given.focus);
    if (given.next) void onSubmit();
  }, []);

  return (
    <ApplicantForm
      fields={fields}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        zipCode: errors.zipCode?.message,
      }}
      notice={notice}
      pending={pending}
      form={{ ref: formRef, onSubmit }}
    />
  );
}
