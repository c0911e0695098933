import { applicantStepSchema, PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@advance/contracts';
import type { ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { EmailField } from '../auth/email-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';
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
}

/** Step 1: who is applying and how to reach them. */
export function ApplicantStep({
  defaultValues,
  serverErrors,
  onNext,
  onTyped,
  notice,
  pending = false,
}: ApplicantStepProps) {
  const form = useStepForm(applicantStepSchema, defaultValues, serverErrors, onTyped);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));
  // Registered here in screen order: react-hook-form focuses the first invalid field in
  // registration order, and EmailField takes its registration as a prop (evaluated before
  // the other fields' render functions run).
  const fields = {
    firstName: form.register('firstName'),
    lastName: form.register('lastName'),
    email: form.register('email'),
    phone: form.register('phone'),
    zipCode: form.register('zipCode'),
  };

  // POST: were it ever sent natively (no JavaScript), no field would land in a URL.
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...fields.firstName} />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...fields.lastName} />}
        </FormField>
      </div>
      <EmailField registration={fields.email} error={errors.email?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH}
              {...fields.phone}
            />
          )}
        </FormField>
        <FormField label="Zip Code" error={errors.zipCode?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={ZIP_MAX_LENGTH}
              {...fields.zipCode}
            />
          )}
        </FormField>
      </div>
      {notice}
      <WizardActions submitLabel="Next" pending={pending} pendingLabel="Checking..." />
    </form>
  );
}
