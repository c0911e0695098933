import type { CustomerApplication } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Home, LayoutDashboard, LogIn } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { appLocaleTag } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/document-title';
import { formatUsd } from '../../lib/money';
import { PageContainer } from '../page/page-container';
import { BenefitsNotice } from '../pricing/benefits-notice';
import { DisclosureBox } from '../pricing/disclosure-box';

/** The success screen's "what happens next", in order. */
const nextSteps = ['submitted', 'documents', 'decision', 'funds'] as const;

/**
 * Spec part 2's success screen. Focus moves to its heading so screen readers announce that
 * the form has gone and the application is in. A visitor who was already signed in gets a
 * way to their applications instead of the sign-in button.
 */
export function SubmissionSuccess({
  application,
  signedIn,
  signedInBefore = signedIn,
}: {
  application: CustomerApplication;
  signedIn: boolean;
  /** Issue 20: signed in before submitting; else the submission signed them in (or not). */
  signedInBefore?: boolean;
}) {
  const { t } = useTranslation('application');
  const { t: pricingText } = useTranslation('pricing');
  const nextStepsId = useId();
  useDocumentTitle(t('success.title'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <PageContainer className="max-w-2xl py-10 sm:py-14">
      <Card>
        <CardContent className="p-6 sm:p-10">
          <div className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-4 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {t('success.title')}
            </h1>
            <p className="mt-3 text-lg text-slate-700">
              {t('success.thanks', {
                firstName: application.firstName,
                amount: formatUsd(application.requestedAmount, appLocaleTag()),
              })}
            </p>
          </div>

          {application.disclosure ? (
            <div className="mt-8 space-y-2">
              <DisclosureBox figures={application.disclosure} titleAs="h2" />
              <p className="text-sm text-slate-600">
                {pricingText('scheduleLine', {
                  schedule: pricingText(`schedules.${application.benefitSchedule}`),
                })}
              </p>
            </div>
          ) : null}

          <section aria-labelledby={nextStepsId} className="mt-8 rounded-xl bg-slate-50 p-5">
            <h2 id={nextStepsId} className="text-lg font-semibold text-slate-900">
              {t('success.nextStepsTitle')}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-base text-slate-700">
              {nextSteps.map((step) => (
                <li key={step}>{t(`success.nextSteps.${step}`)}</li>
              ))}
            </ol>
          </section>

          <p className="mt-6 rounded-xl border border-blue-200 bg-blue-50 p-4 text-base text-slate-800">
            {signedInBefore
              ? t('success.addedToAccount')
              : signedIn
                ? t('success.signedInNow')
                : t('success.accountCreated')}
          </p>

          <BenefitsNotice className="mt-6" />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            {signedIn ? (
              <Button asChild>
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  {signedInBefore ? t('success.viewApplications') : t('success.viewDashboard')}
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/login">
                  <LogIn aria-hidden="true" />
                  {t('success.signIn')}
                </Link>
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to="/">
                <Home aria-hidden="true" />
                {t('success.returnHome')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
