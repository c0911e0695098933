import { type ForgotPasswordInput, forgotPasswordInputSchema } from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export function ForgotPasswordPage() {
  const { t } = useTranslation('public');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  useDocumentTitle(
    sentMessage ? t('forgotPassword.checkEmailTitle') : t('pages.forgotPassword.title'),
  );

  if (sentMessage !== null) {
    return <CheckYourEmail message={sentMessage} onTryAgain={() => setSentMessage(null)} />;
  }
  return <ForgotPasswordForm onSent={setSentMessage} />;
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation('public');
  const trpc = useTRPC();
  const forgotPassword = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword.mutateAsync(values);
      // The catalog's text, which in English is the server's (authMessages.forgotPasswordSent).
      onSent(t('forgotPassword.sent'));
    } catch (error) {
      const fieldError = fieldErrorsOf(error).email;
      if (fieldError) form.setError('email', { message: fieldError }, { shouldFocus: true });
      else setFailure(serverMessage(error, t('forgotPassword.failed')));
    }
  });

  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      description={t('forgotPassword.description')}
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <Button type="submit" className="w-full" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? t('forgotPassword.sending') : t('forgotPassword.send')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('forgotPassword.remembered')}{' '}
        <Link to="/login" className="font-medium text-blue-700 hover:underline">
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

function CheckYourEmail({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const { t } = useTranslation('public');
  return (
    <AuthCard
      title={t('forgotPassword.checkEmailTitle')}
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      focusHeading
    >
      <p className="text-center text-base text-slate-700">{message}</p>
      <p className="mt-3 text-center text-sm text-slate-600">{t('forgotPassword.expires')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button variant="secondary" onClick={onTryAgain}>
          {t('forgotPassword.tryAgain')}
        </Button>
        <Button asChild>
          <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
