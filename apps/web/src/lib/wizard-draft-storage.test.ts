// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearWizardDraft,
  loadWizardDraft,
  saveWizardDraft,
  WIZARD_DRAFT_KEY,
} from './wizard-draft-storage';

afterEach(() => sessionStorage.clear());

const draft = {
  applicant: { firstName: 'Ada', email: 'ada@x.test', phone: '555-201-3344' },
  financial: { requestedAmount: '750', dateOfBirth: '1950-04-15' },
  schedule: { value: 'third_wednesday', chosen: false },
};

describe('the wizard draft in sessionStorage', () => {
  it('comes back as it was saved', () => {
    saveWizardDraft(draft);
    expect(loadWizardDraft()).toEqual(draft);
  });

  it('never holds a password, even one slipped into a step', () => {
    saveWizardDraft({
      ...draft,
      applicant: { ...draft.applicant, password: 'Secret-1234-pass', confirmPassword: 'x' },
      financial: { ...draft.financial, Password: 'Secret-1234-pass' },
    });
    const raw = sessionStorage.getItem(WIZARD_DRAFT_KEY) ?? '';
    expect(raw).not.toContain('Secret-1234-pass');
    expect(raw.toLowerCase()).not.toContain('password');
    expect(loadWizardDraft()).toEqual(draft);
  });

  it('drops a password planted in storage by hand', () => {
    sessionStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({ ...draft, applicant: { ...draft.applicant, password: 'planted' } }),
    );
    expect(loadWizardDraft()?.applicant).toEqual(draft.applicant);
  });

  it('ignores what it did not write: no draft, bad JSON, a wrong shape', () => {
    expect(loadWizardDraft()).toBeNull();
    sessionStorage.setItem(WIZARD_DRAFT_KEY, '{not json');
    expect(loadWizardDraft()).toBeNull();
    sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ applicant: 'x' }));
    expect(loadWizardDraft()).toBeNull();
  });

  it('is gone after a submit', () => {
    saveWizardDraft(draft);
    clearWizardDraft();
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    expect(loadWizardDraft()).toBeNull();
  });
});
