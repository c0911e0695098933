import { hasWizardDraft } from './lib/wizard-draft-key';

/**
 * Whether a prerendered page must wake its app at once rather than on first use
 * (first-use.ts): when what this tab holds changes the first screen. A draft of the
 * application kept in the tab, or a later step of the wizard in the URL, opens the wizard
 * where its visitor left it, not the empty first step.
 */
export function tabNeedsAppAtOnce(search: string = location.search): boolean {
  return hasWizardDraft() || new URLSearchParams(search).has('step');
}
