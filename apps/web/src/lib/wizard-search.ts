/** The wizard's steps as the URL carries them (`/application?step=2`). */
export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardSearch {
  step?: WizardStep;
}

/**
 * Issue 20: the step lives in the URL, so browser Back/Forward move between steps and a
 * refresh stays put. Anything but a known step number is dropped (the wizard then starts
 * at its first step); whether the draft allows that step is the wizard's own decision.
 */
export function parseWizardSearch(search: Record<string, unknown>): WizardSearch {
  // The query decoder turns "2" into 2; both spellings are the same step.
  const raw = search.step;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!text || !/^\d$/.test(text)) return {};
  const step = Number(text);
  return (WIZARD_STEPS as readonly number[]).includes(step) ? { step: step as WizardStep } : {};
}

/** Where "Sign in to continue" returns to: the wizard, at the step after the account. */
export const wizardResumePath = (step: WizardStep) => `/application?step=${step}`;
