import { signInStepMessages } from '@advance/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { type CodeInput, type CodeKind, readCode } from './code-entry';
import { OneTimeCodeInput } from './one-time-code-input';

export interface SecondFactorFormProps {
  /** Sends the code; resolves when accepted, rejects with the text to show otherwise. */
  onSubmit: (input: CodeInput) => Promise<void>;
  submitLabel?: string;
  /** Offer "use a recovery code instead" (sign-in); the step-up asks for a fresh code only. */
  allowRecovery?: boolean;
  /** Extra actions beside the submit button (Cancel in a dialog). */
  actions?: ReactNode;
  autoFocus?: boolean;
}

/**
 * The second-factor code form shared by the sign-in step and the step-up dialog: one
 * field (authenticator code, or a recovery code on request), its error beside it and in a
 * summary that takes focus, so nothing is announced only by colour or a toast.
 */
export function SecondFactorForm({
  onSubmit,
  submitLabel = signInStepMessages.verifyButton,
  allowRecovery = true,
  actions,
  autoFocus = true,
}: SecondFactorFormProps) {
  const [kind, setKind] = useState<CodeKind>('totp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field's id is FormField's (its label points at it); read back for the summary's link.
  const fieldId = inputRef.current?.id ?? '';

  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const read = readCode(kind, value);
    if ('error' in read) {
      fail(read.error);
      return;
    }
    setPending(true);
    try {
      await onSubmit(read.input);
      setError(undefined);
    } catch (problem) {
      setValue('');
      fail(
        problem instanceof Error && problem.message
          ? problem.message
          : signInStepMessages.verifyFailed,
      );
    } finally {
      setPending(false);
    }
  };

  const switchKind = () => {
    setKind((k) => (k === 'totp' ? 'recovery' : 'totp'));
    setValue('');
    setError(undefined);
    // The new field replaces the old one: keep focus in the form.
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <ErrorSummary
        title={signInStepMessages.errorSummaryTitle}
        errors={error ? [{ fieldId, message: error }] : []}
        attempt={attempt}
      />
      <FormField
        label={
          kind === 'totp' ? signInStepMessages.codeLabel : signInStepMessages.recoveryCodeLabel
        }
        hint={kind === 'totp' ? signInStepMessages.codeHint : signInStepMessages.recoveryCodeHint}
        error={error}
      >
        {(control) => (
          <OneTimeCodeInput
            {...control}
            ref={inputRef}
            kind={kind}
            name={kind === 'totp' ? 'code' : 'recoveryCode'}
            value={value}
            // Room for a pasted code with the spaces or dashes people copy along ("123 456").
            maxLength={kind === 'totp' ? 16 : 64}
            autoFocus={autoFocus}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" disabled={pending} className={actions ? undefined : 'w-full'}>
          {pending ? signInStepMessages.verifying : submitLabel}
        </Button>
      </div>
      {allowRecovery ? (
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchKind}>
          {kind === 'totp'
            ? signInStepMessages.useRecoveryCode
            : signInStepMessages.useAuthenticatorCode}
        </Button>
      ) : null}
    </form>
  );
}
