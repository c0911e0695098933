import { applicantStepSchema, PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@advance/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
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
  const { t } = useTranslation('application');
  const form = useStepForm(applicantStepSchema, defaultValues, serverErrors, onTyped);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onNext(values, form.getValues()));
  // Registered here in screen order: react-hook-form focuses the first invalid field in
  // registration order, whatever order the fields' render functions run in.
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
        <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...fields.firstName} />}
        </FormField>
        <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...fields.lastName} />}
        </FormField>
      </div>
      <FormField label={t('fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fields.email}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.phone')} error={errors.phone?.message}>
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
        <FormField label={t('fields.zipCode')} error={errors.zipCode?.message}>
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
      <WizardActions
        submitLabel={t('actions.next')}
        pending={pending}
        pendingLabel={t('actions.checking')}
      />
    </form>
  );
}
