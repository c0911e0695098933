import { authMessages, loginInputSchema, safeNextPath } from '@advance/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorSummary, type SummaryError } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { setCurrentUser, setSignInStep } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { stepPath } from '../../lib/sign-in-step';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { PasskeySignInButton } from './passkey-sign-in-button';

interface LoginValues {
  email: string;
  password: string;
}

type LoginField = keyof LoginValues;

/** Fixed ids: the error summary's links point at them. */
const fieldIds: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

/**
 * What went wrong on the last attempt: per-field messages (shown under the field and
 * linked from the summary), or one message that names both fields (a refused password),
 * or one no field can fix (too many attempts).
 */
interface LoginProblem {
  fields: Partial<Record<LoginField, string>>;
  /** Marks both fields invalid, described by the password's message. */
  credentials?: boolean;
  general?: string;
}

function summaryErrors(problem: LoginProblem | undefined): SummaryError[] {
  if (!problem) return [];
  if (problem.general) return [{ message: problem.general }];
  return (Object.keys(fieldIds) as LoginField[]).flatMap((field) => {
    const message = problem.fields[field];
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });
}

/**
 * Spec part 5: sign-in reports problems with toasts ("Missing fields", "Login failed").
 * Issue 20: a toast leaves after 5 s, so the same problem also stays above the form as an
 * error summary that takes focus, with each field's message beside it, until the next try.
 * The page's own words come from the `auth` namespace; the messages (contracts' English)
 * are said in the page's language where they are shown (summary, fields, toasts).
 */
export function LoginPage({ next }: { next?: string }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  useDocumentTitle(t('login.title'));
  const router = useRouter();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const [problem, setProblem] = useState<LoginProblem | undefined>();
  const [attempt, setAttempt] = useState(0);

  const fail = (found: LoginProblem) => {
    setProblem(found);
    setAttempt((n) => n + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // A new attempt: the last one's summary goes, this one's (if any) takes its place.
    setProblem(undefined);
    const missing: LoginProblem['fields'] = {
      ...(values.email.trim() ? {} : { email: authMessages.emailRequired }),
      ...(values.password ? {} : { password: authMessages.passwordRequired }),
    };
    if (missing.email || missing.password) {
      fail({ fields: missing });
      toast({
        variant: 'destructive',
        title: authMessages.missingFieldsTitle,
        description: authMessages.missingFields,
      });
      return;
    }
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? authMessages.loginFailedTitle;
      const field: LoginField = issue?.path[0] === 'password' ? 'password' : 'email';
      fail({ fields: { [field]: message } });
      toast({ variant: 'destructive', title: authMessages.loginFailedTitle, description: message });
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
      const message = serverMessage(error, authMessages.loginFailedTitle);
      // 401 is a wrong e-mail or password (which one is not said); anything else (too many
      // attempts, a network failure) is not the fields' fault and links to neither.
      fail(
        httpStatusOf(error) === 401
          ? { fields: { password: message }, credentials: true }
          : { fields: {}, general: message },
      );
      toast({ variant: 'destructive', title: authMessages.loginFailedTitle, description: message });
    }
  });

  const pending = login.isPending || form.formState.isSubmitting;
  const passwordErrorId = `${fieldIds.password}-error`;

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      icon={<LogIn aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <ErrorSummary
          title={authMessages.errorSummaryTitle}
          errors={summaryErrors(problem)}
          attempt={attempt}
        />
        <FormField
          label={t('fields.email')}
          id={fieldIds.email}
          error={problem?.fields.email}
          invalid={problem?.credentials}
          describedBy={problem?.credentials ? passwordErrorId : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField
          label={t('login.password')}
          id={fieldIds.password}
          error={problem?.fields.password}
          labelAside={
            <Link
              to="/forgot-password"
              className="inline-flex min-h-6 items-center rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              {t('login.forgotPassword')}
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
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* Issue 17: no e-mail, no password; shown only where the browser has passkeys. */}
      <div className="mt-4">
        <PasskeySignInButton next={next} />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-600">{t('login.newHere')}</p>
        <Button asChild variant="secondary" className="mt-3 w-full">
          <Link to="/application">{t('login.applyWithoutSignIn')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
