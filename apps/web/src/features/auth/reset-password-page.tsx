import { authMessages, type ResetPasswordForm, resetPasswordFormSchema } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { NewPasswordField } from './new-password-field';

export function ResetPasswordPage({ token }: { token?: string }) {
  const [done, setDone] = useState(false);
  useDocumentTitle(done ? authMessages.resetSuccessTitle : 'Reset Password');

  if (!token) return <InvalidResetLink />;
  if (done) return <ResetSucceeded />;
  return <ResetPasswordFormCard token={token} onDone={() => setDone(true)} />;
}

function ResetPasswordFormCard({ token, onDone }: { token: string; onDone: () => void }) {
  const trpc = useTRPC();
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      onDone();
    } catch (error) {
      // The API names the field newPassword; on this form it is "password".
      const fieldError = fieldErrorsOf(error).newPassword;
      if (fieldError) form.setError('password', { message: fieldError }, { shouldFocus: true });
      else setFailure(serverMessage(error, authMessages.resetFailed));
    }
  });

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <NewPasswordField
          label="New Password"
          toggleNoun="new password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <NewPasswordField
          label="Confirm Password"
          toggleNoun="confirm password"
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidResetLink() {
  return (
    <AuthCard title="Reset Password" icon={<KeyRound aria-hidden="true" className="size-6" />}>
      <FormAlert>{authMessages.invalidResetLink}</FormAlert>
      <Button asChild className="mt-6 w-full">
        <Link to="/forgot-password">Request a new reset link</Link>
      </Button>
    </AuthCard>
  );
}

function ResetSucceeded() {
  return (
    <AuthCard
      title={authMessages.resetSuccessTitle}
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      focusHeading
    >
      <p className="text-center text-base text-slate-700">
        Your password has been changed. You can now sign in with your new password.
      </p>
      <Button asChild className="mt-6 w-full">
        <Link to="/login">Continue to Login</Link>
      </Button>
    </AuthCard>
  );
}
