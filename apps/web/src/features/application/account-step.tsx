import { accountStepSchema, PASSWORD_MIN_LENGTH } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../auth/new-password-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';
import type { AccountValues } from './wizard-steps';

export interface AccountStepProps {
  /** The e-mail from step 1: the account's username, for password managers. */
  email: string;
  defaultValues: Partial<AccountValues>;
  serverErrors: Record<string, string>;
  /** True while the account is being created. */
  pending: boolean;
  onNext: (password: string, typed: AccountValues) => void;
  onBack: (typed: AccountValues) => void;
}

/** Step 2: the password of the account this application creates. */
export function AccountStep({
  email,
  defaultValues,
  serverErrors,
  pending,
  onNext,
  onBack,
}: AccountStepProps) {
  const { t } = useTranslation('application');
  const form = useStepForm(accountStepSchema, defaultValues, serverErrors);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => onNext(password, form.getValues()));

  // POST: were it ever sent natively (no JavaScript), no field would land in a URL.
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {/* Lets a password manager save the new password under the right e-mail. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <p className="text-base text-slate-700">{t('account.intro')}</p>
      <NewPasswordField
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <NewPasswordField
        label={t('fields.confirmPassword')}
        toggleNoun={t('fields.confirmPasswordNoun')}
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <WizardActions
        onBack={() => onBack(form.getValues())}
        backDisabled={pending}
        submitLabel={t('actions.next')}
        pending={pending}
        pendingLabel={t('actions.creatingAccount')}
      />
    </form>
  );
}
