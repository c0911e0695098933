/**
 * Issue 20: the wizard's draft survives a refresh and a detour through sign-in, in this
 * tab's sessionStorage (gone when the tab closes). Never a password: the account step's
 * fields are not part of what is stored, and anything named like one is dropped on save.
 */
import { z } from 'zod';
import { draftStorage as storage, WIZARD_DRAFT_KEY } from './wizard-draft-key';

export { hasWizardDraft, WIZARD_DRAFT_KEY } from './wizard-draft-key';

const typedFields = z.record(z.string(), z.string().or(z.number()).nullish());
const storedDraftSchema = z.object({
  applicant: typedFields.default({}),
  financial: typedFields.default({}),
  schedule: z
    .object({ value: z.string().nullable(), chosen: z.boolean() })
    .default({ value: null, chosen: false }),
});
export type StoredWizardDraft = z.infer<typeof storedDraftSchema>;

const isSecret = (field: string) => /password/i.test(field);
const withoutSecrets = <T>(fields: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => !isSecret(field)));

export function saveWizardDraft(draft: {
  applicant: Record<string, unknown>;
  financial: Record<string, unknown>;
  schedule: { value: string | null; chosen: boolean };
}): void {
  const stored = {
    applicant: withoutSecrets(draft.applicant),
    financial: withoutSecrets(draft.financial),
    schedule: draft.schedule,
  };
  try {
    storage()?.setItem(WIZARD_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: losing the copy only loses the refresh comfort.
  }
}

/** The stored draft, or null when there is none or it is not one we wrote. */
export function loadWizardDraft(): StoredWizardDraft | null {
  const raw = storage()?.getItem(WIZARD_DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { applicant, financial, schedule } = parsed.data;
    return { applicant: withoutSecrets(applicant), financial: withoutSecrets(financial), schedule };
  } catch {
    return null;
  }
}

export function clearWizardDraft(): void {
  try {
    storage()?.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
