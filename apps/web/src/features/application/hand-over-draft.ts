import {
  loadWizardDraft,
  type StoredWizardDraft,
  saveWizardDraft,
} from '../../lib/wizard-draft-storage';
import type { ApplicantField } from './applicant-fields';
import { typedValues } from './wizard-hand-over';

// In the wizard's chunk, not the lean step's: the draft's storage brings zod with it.

/**
 * The draft the wizard opens with after the lean step: what this tab kept, with what was
 * typed there over it, field by field (a blank field leaves the kept value). Built from the
 * hand-over itself, so nothing typed is lost where sessionStorage is refused; the tab's copy
 * is written too, for a refresh.
 */
export function draftWithTyped(typed: Record<ApplicantField, string>): StoredWizardDraft | null {
  const stored = loadWizardDraft();
  const values = typedValues(typed);
  if (Object.keys(values).length === 0) return stored;
  const merged: StoredWizardDraft = {
    applicant: { ...stored?.applicant, ...values },
    financial: stored?.financial ?? {},
    schedule: stored?.schedule ?? { value: null, chosen: false },
  };
  saveWizardDraft(merged);
  return merged;
}
