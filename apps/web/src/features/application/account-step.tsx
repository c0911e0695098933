import { accountStepSchema, PASSWORD_MIN_LENGTH } from '@advance/contracts';
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
  const form = useStepForm(accountStepSchema, defaultValues, serverErrors);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => onNext(password, form.getValues()));

  // POST: were it ever sent natively (no JavaScript), no field would land in a URL.
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {/* Lets a password manager save the new password under the right e-mail. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <p className="text-base text-slate-700">
        With this password you can sign in later to follow your application.
      </p>
      <NewPasswordField
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <NewPasswordField
        label="Confirm Password"
        toggleNoun="confirm password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <WizardActions
        onBack={() => onBack(form.getValues())}
        backDisabled={pending}
        submitLabel="Next"
        pending={pending}
        pendingLabel="Creating account..."
      />
    </form>
  );
}
