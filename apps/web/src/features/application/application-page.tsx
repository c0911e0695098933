import {
  advanceMessages,
  applicationMessages,
  type CustomerApplication,
  marketing,
  publicPageMessages,
} from '@advance/contracts';
import { trackGoal } from '@advance/tracker/goal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatUsd } from '../../lib/money';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { OpenAdvanceNotice } from '../advances/open-advance-notice';
import { useHasOpenAdvance } from '../advances/use-open-advance';
import { useCurrentUser } from '../auth/use-current-user';
import { PageContainer } from '../page/page-container';
import { AccountStep } from './account-step';
import { ApplicantStep } from './applicant-step';
import { FinancialStep } from './financial-step';
import { SubmissionSuccess } from './submission-success';
import { useCreateAccount } from './use-create-account';
import { WizardProgress } from './wizard-progress';
import {
  type Applicant,
  errorsForStep,
  type Financial,
  type FinancialValues,
  firstStepWithError,
  initialDraft,
  omitStep,
  type ScheduleDraft,
  stepTitles,
  type WizardDraft,
  type WizardStep,
} from './wizard-steps';

/** Spec part 2: the three-step application wizard; no sign-in needed. */
export function ApplicationPage() {
  const user = useCurrentUser();
  const [submitted, setSubmitted] = useState<CustomerApplication | null>(null);
  // Issue 18: one open advance at a time. Said before step 1, and again if the server
  // refuses the submission (the advance may have been approved meanwhile).
  const hasOpenAdvance = useHasOpenAdvance(user);
  const [refused, setRefused] = useState(false);
  // Here, not in the wizard: the wizard remounts when the visitor's account changes.
  const startTracked = useRef(false);
  useEffect(() => {
    // Once per opening, StrictMode's second effect run included.
    if (startTracked.current) return;
    startTracked.current = true;
    trackGoal('application_started');
  }, []);
  if (submitted) return <SubmissionSuccess application={submitted} signedIn={Boolean(user)} />;
  if (hasOpenAdvance !== false || refused) {
    return <WizardUnavailable loading={hasOpenAdvance === undefined && !refused} />;
  }
  // Keyed by the user so signing in or out in another tab restarts with the right prefill.
  return (
    <ApplicationWizard
      key={user?.id ?? 'visitor'}
      onSubmitted={setSubmitted}
      onOpenAdvance={() => setRefused(true)}
    />
  );
}

/** The page's heading without the form: while that is being asked, or why there is none. */
function WizardUnavailable({ loading }: { loading: boolean }) {
  useDocumentTitle(publicPageMessages.application.title);
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <WizardHeading />
      {loading ? <Spinner className="mt-8" /> : <OpenAdvanceNotice />}
    </PageContainer>
  );
}

function WizardHeading() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Apply for a Cash Advance
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        Advances from {formatUsd(marketing.minAdvance)} to {formatUsd(marketing.maxAdvance)} with
        one processing fee. Pre-qualify in {marketing.preQualifyMinutes}.
      </p>
    </>
  );
}

function ApplicationWizard({
  onSubmitted,
  onOpenAdvance,
}: {
  onSubmitted: (application: CustomerApplication) => void;
  onOpenAdvance: () => void;
}) {
  const trpc = useTRPC();
  useDocumentTitle(publicPageMessages.application.title);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const submitApplication = useMutation(trpc.applications.submit.mutationOptions());
  const { create: createAccount, isPending: creatingAccount } = useCreateAccount();

  const [step, setStep] = useState<WizardStep>(1);
  const [draft, setDraft] = useState<WizardDraft>(() => initialDraft(user));
  const [applicant, setApplicant] = useState<Applicant | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Bumped for each answer with field errors: the step's form remounts (from the draft) to
  // show them, even when the visitor is already on that step.
  const [errorRound, setErrorRound] = useState(0);
  // One key per wizard: a double click or a retry after a lost answer is one application.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The button is disabled while pending, but two clicks can land before that re-render.
  const inFlight = useRef(false);

  /**
   * Leaving a step drops the server's messages for it (its form showed them, and the
   * visitor has seen or fixed them); messages for other steps wait until those open.
   */
  const leave = (from: WizardStep, to: WizardStep) => {
    setServerErrors((errors) => omitStep(errors, from));
    setStep(to);
  };

  const onSubmit = (financial: Financial, typed: FinancialValues, schedule: ScheduleDraft) => {
    setDraft((d) => ({ ...d, financial: typed, schedule }));
    if (!applicant || password === null || inFlight.current) return;
    inFlight.current = true;
    submitApplication.mutate(
      {
        ...applicant,
        password,
        userId: null,
        ...financial,
        // The schedule the applicant saw priced; without one the server derives it.
        ...(schedule.value ? { benefitSchedule: schedule.value } : {}),
        idempotencyKey,
      },
      {
        onSuccess: ({ application }) => {
          trackGoal('application_submitted', application.requestedAmount);
          void queryClient.invalidateQueries({ queryKey: trpc.applications.mine.queryKey() });
          onSubmitted(application);
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
            setStep(errorStep);
            return;
          }
          if (serverMessage(error, '') === advanceMessages.openAdvanceExists) {
            void queryClient.invalidateQueries({ queryKey: trpc.advances.mine.queryKey() });
            onOpenAdvance();
            return;
          }
          toast({
            variant: 'destructive',
            title: applicationMessages.submitFailedTitle,
            description: serverMessage(error, applicationMessages.submitFailed),
          });
        },
      },
    );
  };

  const stepErrors = errorsForStep(serverErrors, step);

  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <WizardHeading />
      <div className="mt-8">
        <WizardProgress step={step} />
      </div>
      <Card className="mt-6">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <StepHeading step={step} focusOnChange={Object.keys(stepErrors).length === 0} />
          {step === 1 ? (
            <ApplicantStep
              key={errorRound}
              defaultValues={draft.applicant}
              serverErrors={stepErrors}
              onNext={(values, typed) => {
                setApplicant(values);
                setDraft((d) => ({ ...d, applicant: typed }));
                leave(1, 2);
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
                // A signed-in visitor already has an account: the application joins it.
                if (!user && applicant) await createAccount(applicant, nextPassword);
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
              pending={submitApplication.isPending}
              onBack={(typed, schedule) => {
                setDraft((d) => ({ ...d, financial: typed, schedule }));
                leave(3, 2);
              }}
              onSubmit={onSubmit}
            />
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * The step's title. When the step changes, focus moves here so keyboard and screen-reader
 * users start at the top of the new step; not on first arrival (the page heading is there),
 * and not when a step opens to show server errors (focus goes to the first of them).
 */
function StepHeading({ step, focusOnChange }: { step: WizardStep; focusOnChange: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    if (focusOnChange) ref.current?.focus();
  }, [step, focusOnChange]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
    >
      {stepTitles[step]}
    </h2>
  );
}
