import {
  type BenefitSchedule,
  consentTexts,
  LOCALE_TAGS,
  type Locale,
  todayInNewYork,
} from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { DetailList } from '../../components/ui/detail-list';
import { useLocalizeMessage } from '../../i18n/localize-message';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { BenefitsNotice } from '../pricing/benefits-notice';
import { DisclosureBox } from '../pricing/disclosure-box';
import { liveQuote } from '../pricing/live-quote';
import { WizardActions } from './wizard-actions';
import type { Applicant, Financial, WizardStep } from './wizard-steps';

export interface ReviewStepProps {
  applicant: Applicant;
  financial: Financial;
  schedule: BenefitSchedule | null;
  /** The signed-in applicant's e-mail; null for a visitor (whose password step is shown). */
  signedInAs: string | null;
  /** The language of the consent shown, the one submitted with it (the page's language). */
  locale: Locale;
  /** The server's message for the consent (an outdated version), if a submit bounced. */
  serverError?: string | undefined;
  pending: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/**
 * Issue 20, step 4: every answer with a way back to change it, the cost of the advance as
 * the server will store it, and the consent the applicant must tick before Submit. The
 * consent text shown is the one stored with the application (contracts' consentTexts).
 */
export function ReviewStep({
  applicant,
  financial,
  schedule,
  signedInAs,
  locale,
  serverError,
  pending,
  onBack,
  onSubmit,
}: ReviewStepProps) {
  const { t } = useTranslation('application');
  const { t: pricingText } = useTranslation('pricing');
  const localize = useLocalizeMessage();
  const localeTag = LOCALE_TAGS[locale];
  const usd = (dollars: number) => formatUsd(dollars, localeTag);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>(serverError);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const consentId = useId();
  const errorId = `${consentId}-error`;
  const textId = `${consentId}-text`;
  const quote = liveQuote(financial.requestedAmount, schedule, todayInNewYork());

  // A consent refused by the server (its text changed) is shown at the box, focused.
  useEffect(() => {
    if (serverError) checkboxRef.current?.focus();
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(t('consent.required'));
      checkboxRef.current?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-6">
      <p className="text-base text-slate-700">{t('review.intro')}</p>
      <ReviewSection title={t('review.aboutYou')} step={1} changeLabel={t('review.change')}>
        <DetailList
          columns={2}
          items={[
            { label: t('fields.firstName'), value: applicant.firstName },
            { label: t('fields.lastName'), value: applicant.lastName },
            { label: t('fields.email'), value: applicant.email },
            { label: t('fields.phone'), value: applicant.phone },
            { label: t('fields.zipCode'), value: applicant.zipCode },
          ]}
        />
      </ReviewSection>
      <ReviewSection
        title={t('review.yourAccount')}
        step={signedInAs ? null : 2}
        changeLabel={t('review.change')}
      >
        <DetailList
          items={[
            signedInAs
              ? { label: t('review.signedInAs'), value: signedInAs }
              : { label: t('fields.password'), value: t('review.passwordSet') },
          ]}
        />
      </ReviewSection>
      <ReviewSection title={t('review.yourMoney')} step={3} changeLabel={t('review.change')}>
        <DetailList
          columns={2}
          items={[
            { label: t('fields.requestedAmount'), value: usd(financial.requestedAmount) },
            {
              label: t('fields.howOften'),
              value: t(`howOften.${financial.howOftenNeedCash}`),
            },
            { label: t('fields.monthlyBenefit'), value: usd(financial.monthlyBenefit) },
            { label: t('fields.rent'), value: usd(financial.monthlyRentMortgage) },
            { label: t('fields.dateOfBirth'), value: formatDate(financial.dateOfBirth, localeTag) },
            {
              label: t('fields.paymentDay'),
              value: t('paymentDay', { count: financial.benefitPaymentDay, ordinal: true }),
            },
            ...(schedule
              ? [
                  {
                    label: pricingText('scheduleLabel'),
                    value: pricingText(`schedules.${schedule}`),
                  },
                ]
              : []),
          ]}
        />
      </ReviewSection>
      {quote ? (
        <DisclosureBox
          figures={quote.quote}
          titleAs="h3"
          pendingText={quote.scheduleKnown ? undefined : pricingText('awaitingSchedule')}
        />
      ) : null}
      <BenefitsNotice />
      <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4 sm:p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">
          {t('review.consentLegend')}
        </legend>
        <p id={textId} className="text-base text-slate-800">
          {consentTexts[locale]}
        </p>
        {error ? (
          <p id={errorId} className="text-base font-medium text-red-700">
            {localize(error)}
          </p>
        ) : null}
        <Checkbox
          ref={checkboxRef}
          name="consent"
          label={<span className="text-base">{t('review.consentLabel')}</span>}
          checked={agreed}
          aria-invalid={Boolean(error)}
          aria-describedby={[textId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setError(undefined);
          }}
        />
      </fieldset>
      <WizardActions
        onBack={onBack}
        backDisabled={pending}
        submitLabel={t('actions.submit')}
        pending={pending}
        pendingLabel={t('actions.submitting')}
      />
    </form>
  );
}

/** One group of answers, with its "Change" link back to the step that asked them. */
function ReviewSection({
  title,
  step,
  changeLabel,
  children,
}: {
  title: string;
  step: WizardStep | null;
  changeLabel: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {step ? (
          <Link
            to="/application"
            search={{ step }}
            className="inline-flex min-h-6 items-center text-base font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
          >
            {changeLabel}
            <span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
