import { Link } from '@tanstack/react-router';
import { Info, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { wizardResumePath } from '../../lib/wizard-search';

/**
 * Issue 20: step 1's answer for an e-mail the server will not take as a new account. Inline,
 * not a toast, and it stays until the e-mail changes. It never says the account exists (the
 * server's answer is the same for any address it refuses): it offers both ways forward.
 * Signing in returns to the wizard past the account step, the draft waiting in this tab.
 */
export function ReturningApplicantNotice() {
  const { t } = useTranslation('application');
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  // Focus moves here so keyboard and screen-reader users meet it where Next left them.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-blue-300 bg-blue-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-blue-800" />
        <div className="space-y-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('returning.title')}
          </h3>
          <p className="text-base text-slate-800">{t('returning.body')}</p>
          <p className="text-base text-slate-700">{t('returning.keptNote')}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/login" search={{ next: wizardResumePath(3) }}>
            <LogIn aria-hidden="true" />
            {t('returning.signIn')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/forgot-password">
            <KeyRound aria-hidden="true" />
            {t('returning.resetPassword')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
