import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@advance/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { WizardActions } from './wizard-actions';

/** Step 1's fields, in screen order. */
export const APPLICANT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zipCode'] as const;
export type ApplicantField = (typeof APPLICANT_FIELDS)[number];

export interface ApplicantFormProps {
  /** Each field's input props: react-hook-form's registration, or a plain input's. */
  fields: Record<ApplicantField, ComponentProps<'input'>>;
  errors?: Partial<Record<ApplicantField, string | undefined>>;
  /** Shown above Next: the returning-customer notice (issue 20). */
  notice?: ReactNode;
  /** True while the server is asked about the e-mail. */
  pending?: boolean;
  /** The form element's own handlers (submit, and the lean step's first touch). */
  form: Omit<ComponentProps<'form'>, 'children' | 'className' | 'method' | 'noValidate'>;
}

/**
 * Step 1's markup, who is applying and how to reach them: the wizard's step (react-hook-form,
 * applicant-step.tsx) and its lean stand-in before the wizard has loaded (issue 15,
 * application-entry.tsx) render it alike, so the one replaces the other unnoticed.
 */
export function ApplicantForm({
  fields,
  errors = {},
  notice,
  pending = false,
  form,
}: ApplicantFormProps) {
  const { t } = useTranslation('application');
  // POST: were it ever sent natively (no JavaScript), no field would land in a URL.
  return (
    <form method="post" noValidate className="space-y-5" {...form}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={errors.firstName}>
          {(control) => <Input {...control} autoComplete="given-name" {...fields.firstName} />}
        </FormField>
        <FormField label={t('fields.lastName')} error={errors.lastName}>
          {(control) => <Input {...control} autoComplete="family-name" {...fields.lastName} />}
        </FormField>
      </div>
      <FormField label={t('fields.email')} error={errors.email}>
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
        <FormField label={t('fields.phone')} error={errors.phone}>
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
        <FormField label={t('fields.zipCode')} error={errors.zipCode}>
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
