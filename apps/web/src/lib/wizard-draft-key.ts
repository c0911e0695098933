/*
 * Where the wizard's draft is kept (wizard-draft-storage.ts), apart from its zod schema: the
 * wizard's lean first step (issue 15) only asks whether there is one, before the wizard loads.
 */
export const WIZARD_DRAFT_KEY = 'advance.application-draft.v1';

export function draftStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage switched off (privacy settings): the wizard still works, it just forgets.
    return null;
  }
}

/** Whether this tab holds a wizard draft (not whether it is a valid one: the wizard checks). */
export function hasWizardDraft(): boolean {
  try {
    return Boolean(draftStorage()?.getItem(WIZARD_DRAFT_KEY));
  } catch {
    return false;
  }
}
