import { trackGoal } from '@advance/tracker/goal';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert';
import { loadCurrentUser } from '../../lib/current-user-store';
import { useDocumentTitle } from '../../lib/document-title';
import { hasWizardDraft } from '../../lib/wizard-draft-key';
import { useCurrentUser } from '../auth/use-current-user';
// Before any text of the step is read: its catalog (not every screen's, as DataProvider's).
import './application-texts';
import { APPLICANT_FIELDS, type ApplicantField, ApplicantForm } from './applicant-fields';
import type { WizardNavigation } from './application-page';
import { WizardFrame } from './wizard-frame';
import { captureHandOver, type WizardHandOver } from './wizard-hand-over';
import { visibleSteps } from './wizard-step-keys';

type FullWizardModule = typeof import('./full-wizard');

/**
 * The wizard itself (the data layer, the form library, the step schemas) loads when the
 * visitor starts on the form, not while the page hydrates (issue 15: Total Blocking Time on a
 * phone). Kept once loaded: a later visit in this page's life opens it at once.
 */
let fullWizard: FullWizardModule | undefined;
const loadFullWizard = (): Promise<FullWizardModule> =>
  import('./full-wizard').then((module) => {
    fullWizard = module;
    return module;
  });

/** Tests only: as before the wizard's first load. */
export function forgetFullWizardForTests(): void {
  fullWizard = undefined;
}

/** The lean step's plain inputs: named as the wizard's, so what they hold can be handed over. */
const leanFields = Object.fromEntries(
  APPLICANT_FIELDS.map((field) => [field, { name: field }]),
) as Record<ApplicantField, { name: ApplicantField }>;

/**
 * The `/application` page (spec part 2, issue 15). A visitor arrives on the wizard's first
 * step, prerendered; what hydrates is that step alone, as plain fields (the same markup as
 * the wizard's, wizard-frame.tsx and applicant-fields.tsx). The full wizard loads on the
 * first focus, press or key in the form, or at once when it is needed from the start (a
 * signed-in visitor, a draft kept in this tab, a later step in the URL); it then takes the
 * step's place in one task, with what was typed, focus and caret where they were, and a
 * Next pressed meanwhile checked as the wizard checks it.
 */
export function ApplicationEntry({ requestedStep, onStep }: WizardNavigation) {
  const user = useCurrentUser();
  const [full, setFull] = useState<{ wizard: FullWizardModule; handOver: WizardHandOver } | null>(
    // Never while hydrating: the module is only ever loaded from an effect or a handler.
    () => (fullWizard ? { wizard: fullWizard, handOver: captureHandOver(null, false) } : null),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const nextPressed = useRef(false);
  const loading = useRef(false);
  // The wizard's code did not arrive: said above Next until the next try.
  const [loadFailed, setLoadFailed] = useState(false);

  // Here, not in the wizard: counted when the page opens, whether or not the form is used.
  const startTracked = useRef(false);
  useEffect(() => {
    // Once per opening, StrictMode's second effect run included.
    if (startTracked.current) return;
    startTracked.current = true;
    trackGoal('application_started');
  }, []);

  const loadWizard = useCallback(() => {
    if (loading.current || fullWizard) return;
    loading.current = true;
    setLoadFailed(false);
    // The wizard opens knowing who the visitor is (else it would open again once it knew).
    void Promise.all([loadFullWizard(), loadCurrentUser()]).then(
      ([wizard]) => {
        // Read and replaced in one task: no keystroke can fall between the two.
        const handOver = captureHandOver(formRef.current, nextPressed.current);
        flushSync(() => setFull({ wizard, handOver }));
      },
      (error: unknown) => {
        // The connection dropped: the visitor is told, and the next touch of the form (or
        // Next again) tries again; what was typed stays in the plain fields meanwhile.
        loading.current = false;
        setLoadFailed(true);
        console.error('The application form could not be loaded', error);
      },
    );
  }, []);

  const needed = Boolean(user) || (requestedStep ?? 1) > 1;
  useEffect(() => {
    if (needed || hasWizardDraft()) loadWizard();
  }, [needed, loadWizard]);
  // The page's app wakes on first use (first-use.ts): focus that entered the form before
  // hydration, which woke it, is the start the form's own focus handler never saw.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) loadWizard();
  }, [loadWizard]);

  if (full) {
    const { FullWizard } = full.wizard;
    return <FullWizard requestedStep={requestedStep} onStep={onStep} handOver={full.handOver} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Checked by the wizard as soon as it is here, as if pressed there.
    nextPressed.current = true;
    loadWizard();
  };
  return (
    <LeanApplicantStep
      signedIn={Boolean(user)}
      loadFailed={loadFailed}
      formRef={formRef}
      onSubmit={onSubmit}
      onStart={loadWizard}
    />
  );
}

/** The wizard's step 1 as plain fields: what the page is until the wizard has loaded. */
function LeanApplicantStep({
  signedIn,
  loadFailed,
  formRef,
  onSubmit,
  onStart,
}: {
  signedIn: boolean;
  loadFailed: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('application');
  useDocumentTitle(t('pageTitle'));
  return (
    <WizardFrame step={1} steps={visibleSteps(signedIn)} focusOnChange>
      <ApplicantForm
        fields={leanFields}
        notice={loadFailed ? <FormAlert>{t('loadFailed')}</FormAlert> : undefined}
        form={{
          ref: formRef,
          onSubmit,
          onFocus: onStart,
          onPointerDown: onStart,
          onKeyDown: onStart,
        }}
      />
    </WizardFrame>
  );
}
