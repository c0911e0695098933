import { type ResetPasswordForm, resetPasswordFormSchema } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { NewPasswordField } from './new-password-field';

export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useTranslation('public');
  const [done, setDone] = useState(false);
  useDocumentTitle(done ? t('resetPassword.successTitle') : t('resetPassword.title'));

  if (!token) return <InvalidResetLink />;
  if (done) return <ResetSucceeded />;
  return <ResetPasswordFormCard token={token} onDone={() => setDone(true)} />;
}

function ResetPasswordFormCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('public');
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
      else setFailure(serverMessage(error, t('resetPassword.failed')));
    }
  });

  return (
    <AuthCard
      title={t('resetPassword.title')}
      description={t('resetPassword.description')}
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <NewPasswordField
          label={t('resetPassword.newPassword')}
          toggleNoun={t('resetPassword.newPasswordNoun')}
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <NewPasswordField
          label={t('resetPassword.confirmPassword')}
          toggleNoun={t('resetPassword.confirmPasswordNoun')}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? t('resetPassword.resetting') : t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidResetLink() {
  const { t } = useTranslation('public');
  return (
    <AuthCard
      title={t('resetPassword.title')}
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      <FormAlert>{t('resetPassword.invalidLink')}</FormAlert>
      <Button asChild className="mt-6 w-full">
        <Link to="/forgot-password">{t('resetPassword.requestNew')}</Link>
      </Button>
    </AuthCard>
  );
}

function ResetSucceeded() {
  const { t } = useTranslation('public');
  return (
    <AuthCard
      title={t('resetPassword.successTitle')}
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      focusHeading
    >
      <p className="text-center text-base text-slate-700">{t('resetPassword.success')}</p>
      <Button asChild className="mt-6 w-full">
        <Link to="/login">{t('resetPassword.continue')}</Link>
      </Button>
    </AuthCard>
  );
}
