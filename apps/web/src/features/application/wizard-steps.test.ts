import { DEFAULT_REQUESTED_AMOUNT } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  errorsForStep,
  firstStepWithError,
  initialDraft,
  omitStep,
  stepOfField,
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
    });
    expect(draft.applicant).toMatchObject({
      firstName: 'Jane',
      lastName: '',
      email: 'jane@example.com',
      phone: '5551234567',
    });
  });
});
