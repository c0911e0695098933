import {
  advanceMessages,
  applicantStepSchema,
  applicationMessages,
  CONSENT_VERSION,
  type CustomerApplication,
  DEFAULT_LOCALE,
  financialStepSchema,
  type Locale,
  type PublicUser,
} from '@advance/contracts';
import { trackGoal } from '@advance/tracker/goal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Spinner } from '../../components/ui/spinner';
import { saveAccountLocale } from '../../i18n/save-account-locale';
import { loadCurrentUser } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { clearWizardDraft, loadWizardDraft, saveWizardDraft } from '../../lib/wizard-draft-storage';
import { OpenAdvanceNotice } from '../advances/open-advance-notice';
import { useHasOpenAdvance } from '../advances/use-open-advance';
import { useCurrentUser } from '../auth/use-current-user';
import { PageContainer } from '../page/page-container';
import { AccountStep } from './account-step';
import { ApplicantStep } from './applicant-step';
import { effectiveSchedule, FinancialStep } from './financial-step';
import { draftWithTyped } from './hand-over-draft';
import { ReturningApplicantNotice } from './returning-applicant-notice';
import { ReviewStep } from './review-step';
import { SubmissionSuccess } from './submission-success';
import { useCreateAccount } from './use-create-account';
import { useEmailCheck } from './use-email-check';
import { WizardFrame, WizardHeading } from './wizard-frame';
import type { WizardHandOver } from './wizard-hand-over';
import {
  allowedStep,
  errorsForStep,
  firstStepWithError,
  initialDraft,
  omitStep,
  restoredDraft,
  visibleSteps,
  type WizardDraft,
  type WizardStep,
} from './wizard-steps';

/** The page's language: the consent shown and submitted is the one in it (issue 20). */
function usePageLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The wizard's step as the URL says, and how to move it (the route owns the URL). */
export interface WizardNavigation {
  requestedStep: WizardStep | undefined;
  onStep: (step: WizardStep, options?: { replace?: boolean }) => void;
}

/**
 * Spec part 2: the application wizard; no sign-in needed. Issue 20 added the review step,
 * the step in the URL, the draft kept in this tab and the returning-customer notice.
 * Issue 15: the route shows a lean first step until this has loaded (application-entry.tsx)
 * and hands over to it (`handOver`): it opens from the draft at once, and the lean step has
 * already tracked the start.
 */
export function ApplicationPage({
  requestedStep,
  onStep,
  handOver,
}: WizardNavigation & { handOver?: WizardHandOver }) {
  const user = useCurrentUser();
  const [submitted, setSubmitted] = useState<{
    application: CustomerApplication;
    signedInBefore: boolean;
  } | null>(null);
  // Issue 18: one open advance at a time. Said before step 1, and again if the server
  // refuses the submission (the advance may have been approved meanwhile).
  const hasOpenAdvance = useHasOpenAdvance(user);
  const [refused, setRefused] = useState(false);
  // Here, not in the wizard: the wizard remounts when the visitor's account changes.
  const startTracked = useRef(Boolean(handOver));
  useEffect(() => {
    // Once per opening, StrictMode's second effect run included.
    if (startTracked.current) return;
    startTracked.current = true;
    trackGoal('application_started');
  }, []);
  if (submitted) {
    return (
      <SubmissionSuccess
        application={submitted.application}
        signedIn={Boolean(user)}
        signedInBefore={submitted.signedInBefore}
      />
    );
  }
  if (hasOpenAdvance !== false || refused) {
    return <WizardUnavailable loading={hasOpenAdvance === undefined && !refused} />;
  }
  // Keyed by the user so signing in or out in another tab restarts with the right prefill.
  return (
    <ApplicationWizard
      key={user?.id ?? 'visitor'}
      requestedStep={requestedStep}
      onStep={onStep}
      handOver={handOver}
      onSubmitted={(application, signedInBefore) => setSubmitted({ application, signedInBefore })}
      onOpenAdvance={() => setRefused(true)}
    />
  );
}

/** The page's heading without the form: while that is being asked, or why there is none. */
function WizardUnavailable({ loading }: { loading: boolean }) {
  const { t } = useTranslation('application');
  useDocumentTitle(t('pageTitle'));
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <WizardHeading />
      {loading ? <Spinner className="mt-8" /> : <OpenAdvanceNotice />}
    </PageContainer>
  );
}

function ApplicationWizard({
  requestedStep,
  onStep,
  handOver,
  onSubmitted,
  onOpenAdvance,
}: WizardNavigation & {
  handOver?: WizardHandOver;
  onSubmitted: (application: CustomerApplication, signedInBefore: boolean) => void;
  onOpenAdvance: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation('application');
  const locale = usePageLocale();
  useDocumentTitle(t('pageTitle'));
  const user = useCurrentUser();
  const signedIn = Boolean(user);
  const queryClient = useQueryClient();
  const submitApplication = useMutation(trpc.applications.submit.mutationOptions());
  const { create: createAccount, isPending: creatingAccount } = useCreateAccount();
  const emailCheck = useEmailCheck();

  // Handed over by the lean first step (issue 15): nothing to hydrate, so the kept draft
  // (with what was typed there) is read at once, and no form remounts under the caret.
  const [draft, setDraft] = useState<WizardDraft>(() =>
    handOver ? restoredDraft(user, draftWithTyped(handOver.typed)) : initialDraft(user),
  );
  // Never stored: a refresh asks for it again (step 2), which is the price of not keeping it.
  const [password, setPassword] = useState<string | null>(null);
  // The e-mail the server would not take as new: step 1 shows the notice while it is typed.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Bumped for each answer with field errors: the step's form remounts (from the draft) to
  // show them, even when the visitor is already on that step.
  const [errorRound, setErrorRound] = useState(0);
  // One key per wizard: a double click or a retry after a lost answer is one application.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The button is disabled while pending, but two clicks can land before that re-render.
  const inFlight = useRef(false);

  const applicant = useMemo(() => parsed(applicantStepSchema, draft.applicant), [draft.applicant]);
  const financial = useMemo(() => parsed(financialStepSchema, draft.financial), [draft.financial]);
  const progress = {
    applicantDone: applicant !== null && applicant.email !== refusedEmail,
    accountDone: signedIn || password !== null,
    financialDone: financial !== null,
  };
  // Issue 20: what this tab kept (a refresh, a detour through sign-in) comes back, after
  // the first render: that one must match the prerendered page (step 1, empty) to hydrate.
  // Before paint, so a returning applicant does not see step 1 flash.
  const [restored, setRestored] = useState(Boolean(handOver));
  const restoredFor = useRef<{ user: PublicUser | null | undefined } | null>(
    handOver ? { user } : null,
  );
  useLayoutEffect(() => {
    if (restoredFor.current?.user === user) return;
    restoredFor.current = { user };
    const stored = loadWizardDraft();
    if (stored) {
      setDraft(restoredDraft(user, stored));
      // The open step's form remounts from the restored draft.
      setErrorRound((round) => round + 1);
    }
    setRestored(true);
  }, [user]);

  const step = restored ? allowedStep(requestedStep, progress, signedIn) : 1;
  const steps = visibleSteps(signedIn);

  // A step the draft does not allow yet (a bookmark, a refresh that lost the password)
  // opens the first one still to do, and the URL says so.
  useEffect(() => {
    if (!restored || requestedStep === undefined || requestedStep === step) return;
    onStep(step, { replace: true });
  }, [restored, requestedStep, step, onStep]);

  useEffect(() => {
    if (restored) saveWizardDraft(draft);
  }, [draft, restored]);

  /**
   * Leaving a step drops the server's messages for it (its form showed them, and the
   * visitor has seen or fixed them); messages for other steps wait until those open.
   */
  const leave = (from: WizardStep, to: WizardStep) => {
    setServerErrors((errors) => omitStep(errors, from));
    onStep(to);
  };
  const previousOf = (current: WizardStep) => steps[Math.max(0, steps.indexOf(current) - 1)] ?? 1;
  const nextOf = (current: WizardStep) =>
    steps[Math.min(steps.length - 1, steps.indexOf(current) + 1)] ?? 4;

  const onSubmit = () => {
    if (!applicant || !financial || inFlight.current) return;
    if (!signedIn && password === null) return;
    const schedule = effectiveSchedule(draft.schedule, draft.financial);
    inFlight.current = true;
    submitApplication.mutate(
      {
        ...applicant,
        ...(password !== null && !signedIn ? { password } : {}),
        userId: null,
        ...financial,
        // The schedule the applicant saw priced; without one the server derives it.
        ...(schedule ? { benefitSchedule: schedule } : {}),
        consentVersion: CONSENT_VERSION,
        // The language of the consent text on the review step the applicant just ticked.
        locale,
        // A new applicant is signed in by the submission (the server checks the password).
        signIn: !signedIn,
        idempotencyKey,
      },
      {
        onSuccess: ({ application }) => {
          trackGoal('application_submitted', application.requestedAmount);
          clearWizardDraft();
          void queryClient.invalidateQueries({ queryKey: trpc.applications.mine.queryKey() });
          onSubmitted(application, signedIn);
          if (!signedIn) void signedInNow(locale);
        },
        onSettled: () => {
          inFlight.current = false;
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          const errorStep = firstStepWithError(fieldErrors);
          if (errorStep) {
            setServerErrors(fieldErrors);
            setErrorRound((round) => round + 1);
            onStep(errorStep);
            return;
          }
          const message = serverMessage(error, '');
          if (message === advanceMessages.openAdvanceExists) {
            void queryClient.invalidateQueries({ queryKey: trpc.advances.mine.queryKey() });
            onOpenAdvance();
            return;
          }
          // The password did not open the account of this e-mail: step 1 offers the ways on.
          if (message === applicationMessages.emailHasAccount) {
            setRefusedEmail(applicant.email);
            onStep(1);
            return;
          }
          toast({
            variant: 'destructive',
            title: t('submitFailedTitle'),
            description: serverMessage(error, t('submitFailed')),
          });
        },
      },
    );
  };

  const stepErrors = errorsForStep(serverErrors, step);
  const showNotice = !signedIn && refusedEmail !== null && applicant?.email === refusedEmail;

  return (
    <WizardFrame step={step} steps={steps} focusOnChange={Object.keys(stepErrors).length === 0}>
      {step === 1 ? (
        <ApplicantStep
          key={errorRound}
          defaultValues={draft.applicant}
          serverErrors={stepErrors}
          pending={emailCheck.isPending}
          handOver={handOver}
          notice={showNotice ? <ReturningApplicantNotice /> : null}
          onTyped={(typed) => setDraft((d) => ({ ...d, applicant: typed }))}
          onNext={async (values, typed) => {
            setDraft((d) => ({ ...d, applicant: typed }));
            // Issue 20: a returning customer learns it here, not at the final submit.
            if (!signedIn && (await emailCheck.refused(values.email))) {
              setRefusedEmail(values.email);
              return;
            }
            setRefusedEmail(null);
            leave(1, nextOf(1));
          }}
        />
      ) : null}
      {step === 2 ? (
        <AccountStep
          key={errorRound}
          email={applicant?.email ?? ''}
          defaultValues={draft.account}
          serverErrors={stepErrors}
          pending={creatingAccount}
          onBack={(typed) => {
            setDraft((d) => ({ ...d, account: typed }));
            leave(2, 1);
          }}
          onNext={async (nextPassword, typed) => {
            setDraft((d) => ({ ...d, account: typed }));
            setPassword(nextPassword);
            if (applicant) await createAccount(applicant, nextPassword);
            leave(2, 3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <FinancialStep
          key={errorRound}
          defaultValues={draft.financial}
          defaultSchedule={draft.schedule}
          serverErrors={stepErrors}
          pending={false}
          onTyped={(typed, schedule) => setDraft((d) => ({ ...d, financial: typed, schedule }))}
          onBack={(typed, schedule) => {
            setDraft((d) => ({ ...d, financial: typed, schedule }));
            leave(3, previousOf(3));
          }}
          onSubmit={(_values, typed, schedule) => {
            setDraft((d) => ({ ...d, financial: typed, schedule }));
            leave(3, 4);
          }}
        />
      ) : null}
      {step === 4 && applicant && financial ? (
        <ReviewStep
          key={errorRound}
          applicant={applicant}
          financial={financial}
          schedule={effectiveSchedule(draft.schedule, draft.financial)}
          signedInAs={user?.email ?? null}
          locale={locale}
          serverError={stepErrors.consentVersion}
          pending={submitApplication.isPending}
          onBack={() => leave(4, 3)}
          onSubmit={onSubmit}
        />
      ) : null}
    </WizardFrame>
  );
}

/**
 * A new applicant whom the submission signed in: their new account keeps the language they
 * applied in (issue 20), before the app learns who is signed in; else it would switch the
 * success screen to the account's default English (use-account-locale.ts).
 */
async function signedInNow(locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE) await saveAccountLocale(locale);
  await loadCurrentUser({ refresh: true });
}

/** A step's typed values as its schema accepts them, or null while they do not pass. */
function parsed<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  return result.success ? result.data : null;
}
