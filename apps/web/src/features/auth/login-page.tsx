import { authMessages, safeNextPath } from '@advance/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorSummary, type SummaryError } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { preloadToaster } from '../../components/ui/lazy-toaster';
import { PasswordInput } from '../../components/ui/password-input';
import { useApiClientLoader } from '../../lib/api-client';
import { setCurrentUser, setSignInStep } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { stepPath } from '../../lib/sign-in-step';
import { toast } from '../../lib/toast-store';
// Before any text of the page is read: its catalogs (not every screen's, as DataProvider's).
import './auth-texts';
import { AuthCard } from './auth-card';
import type { LoginField } from './login-request';
import { PasskeySignInButton } from './passkey-sign-in-button';

/**
 * The sign-in request (the API's schema, the tRPC client, React Query) loads when the form
 * is first touched, not while the page hydrates (issue 15: Total Blocking Time on a phone).
 */
const loadLoginRequest = () => import('./login-request');
const prepareSignIn = () => {
  void loadLoginRequest();
  void preloadToaster();
};

interface LoginValues {
  email: string;
  password: string;
}

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
  useDocumentTitle(t('login.title'));
  const router = useRouter();
  const loadClient = useApiClientLoader();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | undefined>();
  const [attempt, setAttempt] = useState(0);

  const fail = (found: LoginProblem) => {
    setProblem(found);
    setAttempt((n) => n + 1);
  };

  const submit = async (values: LoginValues) => {
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
    const [{ requestLogin }, client] = await Promise.all([loadLoginRequest(), loadClient()]);
    const outcome = await requestLogin(client, values);
    if (outcome.kind === 'invalid') {
      fail({ fields: { [outcome.field]: outcome.message } });
      toast({
        variant: 'destructive',
        title: authMessages.loginFailedTitle,
        description: outcome.message,
      });
      return;
    }
    if (outcome.kind === 'refused') {
      fail(
        outcome.credentials
          ? { fields: { password: outcome.message }, credentials: true }
          : { fields: {}, general: outcome.message },
      );
      toast({
        variant: 'destructive',
        title: authMessages.loginFailedTitle,
        description: outcome.message,
      });
      return;
    }
    const { user, stage } = outcome;
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
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: LoginField) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setPending(true);
    void submit({ email: text('email'), password: text('password') })
      .catch(() => {
        // The request's code could not be loaded (the connection dropped): nothing was sent.
        fail({ fields: {}, general: authMessages.loginFailedTitle });
        toast({ variant: 'destructive', title: authMessages.loginFailedTitle });
      })
      .finally(() => setPending(false));
  };

  const passwordErrorId = `${fieldIds.password}-error`;

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      icon={<LogIn aria-hidden="true" className="size-6" />}
    >
      {/* POST: were it ever sent natively (no JavaScript), no field would land in a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={prepareSignIn}
        onPointerDown={prepareSignIn}
        className="space-y-5"
      >
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
            <Input {...control} type="email" autoComplete="email" inputMode="email" name="email" />
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
            <PasswordInput {...control} autoComplete="current-password" name="password" />
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
