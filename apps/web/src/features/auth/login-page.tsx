import {
  authMessages,
  loginInputSchema,
  publicPageMessages,
  safeNextPath,
} from '@advance/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { setCurrentUser, setSignInStep } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { stepPath } from '../../lib/sign-in-step';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { PasskeySignInButton } from './passkey-sign-in-button';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * Spec part 5: sign-in reports problems with toasts, not field messages: a missing field
 * gives "Missing fields", anything the server refuses gives "Login failed".
 */
export function LoginPage({ next }: { next?: string }) {
  const trpc = useTRPC();
  useDocumentTitle(publicPageMessages.login.title);
  const router = useRouter();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    const missing = !values.email.trim() ? 'email' : !values.password ? 'password' : undefined;
    if (missing) {
      form.setFocus(missing);
      toast({
        variant: 'destructive',
        title: authMessages.missingFieldsTitle,
        description: authMessages.missingFields,
      });
      return;
    }
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: authMessages.loginFailedTitle,
        description: parsed.error.issues[0]?.message ?? authMessages.loginFailedTitle,
      });
      return;
    }

    try {
      const { user, stage } = await login.mutateAsync(parsed.data);
      if (stage !== 'full') {
        // Staff (issue 17): the password alone signs nobody in; the second step comes next.
        setSignInStep({ user, stage });
        await router.navigate({
          href: `${stepPath(stage)}?next=${encodeURIComponent(safeNextPath(next))}`,
        });
        return;
      }
      setCurrentUser(user);
      toast({ title: authMessages.loginSuccessTitle, description: authMessages.loginSuccess });
      // `next` may carry a query string, so it is followed as a whole href.
      await router.navigate({ href: safeNextPath(next) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: authMessages.loginFailedTitle,
        description: serverMessage(error, authMessages.loginFailedTitle),
      });
    }
  });

  const pending = login.isPending || form.formState.isSubmitting;

  return (
    <AuthCard
      title={publicPageMessages.login.title}
      description={publicPageMessages.login.description}
      icon={<LogIn aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField registration={form.register('email')} />
        <FormField
          label="Password"
          labelAside={
            <Link
              to="/forgot-password"
              className="rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              Forgot your password?
            </Link>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {/* Issue 17: no e-mail, no password; shown only where the browser has passkeys. */}
      <div className="mt-4">
        <PasskeySignInButton next={next} />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-600">New here? No account is needed to apply.</p>
        <Button asChild variant="secondary" className="mt-3 w-full">
          <Link to="/application">Apply Without Signing In</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
