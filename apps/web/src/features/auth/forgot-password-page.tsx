import {
  authMessages,
  type ForgotPasswordInput,
  forgotPasswordInputSchema,
  publicPageMessages,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  useDocumentTitle(
    sentMessage ? authMessages.checkEmailTitle : publicPageMessages.forgotPassword.title,
  );

  if (sentMessage !== null) {
    return <CheckYourEmail message={sentMessage} onTryAgain={() => setSentMessage(null)} />;
  }
  return <ForgotPasswordForm onSent={setSentMessage} />;
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
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
      const { message } = await forgotPassword.mutateAsync(values);
      onSent(message || authMessages.forgotPasswordSent);
    } catch (error) {
      const fieldError = fieldErrorsOf(error).email;
      if (fieldError) form.setError('email', { message: fieldError }, { shouldFocus: true });
      else setFailure(serverMessage(error, authMessages.forgotPasswordFailed));
    }
  });

  return (
    <AuthCard
      title={publicPageMessages.forgotPassword.title}
      description="Enter the email address on your account and we will send you a link to set a new password."
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <Button type="submit" className="w-full" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-blue-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

function CheckYourEmail({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  return (
    <AuthCard
      title={authMessages.checkEmailTitle}
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      focusHeading
    >
      <p className="text-center text-base text-slate-700">{message}</p>
      <p className="mt-3 text-center text-sm text-slate-600">
        The link expires after a while. If nothing arrives, check your spam folder or try again.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button variant="secondary" onClick={onTryAgain}>
          Try Again
        </Button>
        <Button asChild>
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
