import { DEFAULT_REQUESTED_AMOUNT } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  errorsForStep,
  firstStepWithError,
  initialDraft,
  omitStep,
  restoredDraft,
  stepOfField,
  visibleSteps,
} from './wizard-steps';

describe('wizard steps', () => {
  it('knows which step holds each field', () => {
    expect(stepOfField('zipCode')).toBe(1);
    expect(stepOfField('password')).toBe(2);
    expect(stepOfField('confirmPassword')).toBe(2);
    expect(stepOfField('benefitPaymentDay')).toBe(3);
    expect(stepOfField('userId')).toBeUndefined();
  });

  it('sends the visitor to the earliest step with a server error', () => {
    expect(
      firstStepWithError({ dateOfBirth: 'Date of birth is required', phone: 'Please enter...' }),
    ).toBe(1);
    expect(firstStepWithError({ monthlyBenefit: 'x' })).toBe(3);
    expect(firstStepWithError({ somethingElse: 'x' })).toBeUndefined();
    expect(firstStepWithError({})).toBeUndefined();
  });

  it("picks one step's errors", () => {
    const errors = { email: 'a', monthlyBenefit: 'b', password: 'c' };
    expect(errorsForStep(errors, 1)).toEqual({ email: 'a' });
    expect(errorsForStep(errors, 2)).toEqual({ password: 'c' });
    expect(errorsForStep(errors, 3)).toEqual({ monthlyBenefit: 'b' });
    expect(omitStep(errors, 1)).toEqual({ monthlyBenefit: 'b', password: 'c' });
  });

  it('starts at the default amount and prefills a signed-in user', () => {
    expect(initialDraft(null).financial.requestedAmount).toBe(String(DEFAULT_REQUESTED_AMOUNT));
    const draft = initialDraft({
      id: 'u1',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: null,
      phone: '5551234567',
      role: 'user',
      locale: 'en',
    });
    expect(draft.applicant).toMatchObject({
      firstName: 'Jane',
      lastName: '',
      email: 'jane@example.com',
      phone: '5551234567',
    });
  });
});

describe('which step may open (issue 20)', () => {
  const none = { applicantDone: false, accountDone: false, financialDone: false };
  const all = { applicantDone: true, accountDone: true, financialDone: true };

  it('opens the asked step when the draft allows it', () => {
    expect(allowedStep(3, { ...all, financialDone: false }, false)).toBe(3);
    expect(allowedStep(4, all, false)).toBe(4);
    expect(allowedStep(1, all, false)).toBe(1);
    expect(allowedStep(undefined, all, false)).toBe(1);
  });

  it('falls back to the first incomplete step', () => {
    expect(allowedStep(4, none, false)).toBe(1);
    // A refresh lost the password (never stored): step 2 asks for it again.
    expect(allowedStep(3, { ...all, accountDone: false }, false)).toBe(2);
    expect(allowedStep(4, { ...all, financialDone: false }, false)).toBe(3);
  });

  it('skips the account step for a signed-in applicant', () => {
    expect(visibleSteps(true)).toEqual([1, 3, 4]);
    expect(visibleSteps(false)).toEqual([1, 2, 3, 4]);
    expect(allowedStep(2, all, true)).toBe(3);
  });

  it('restores a kept draft over what the account knows', () => {
    const draft = restoredDraft(
      {
        id: 'u1',
        email: 'ada@x.test',
        firstName: 'Ada',
        lastName: null,
        phone: null,
        role: 'user',
        locale: 'en',
      },
      {
        applicant: { lastName: 'Lovelace', email: 'typed@x.test', firstName: '' },
        financial: { monthlyBenefit: 1450 },
        schedule: { value: null, chosen: false },
      },
    );
    expect(draft.applicant).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'typed@x.test',
    });
    expect(draft.financial.monthlyBenefit).toBe('1450');
    expect(draft.account).toEqual({ password: '', confirmPassword: '' });
  });

  it('puts the consent on the review step', () => {
    expect(stepOfField('consentVersion')).toBe(4);
  });
});
