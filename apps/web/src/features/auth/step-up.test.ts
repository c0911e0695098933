import { mfaMessages } from '@advance/contracts';
import { describe, expect, it, vi } from 'vitest';
import { isStepUpRequired, runWithStepUp } from './step-up';

const refusal = () => new Error(mfaMessages.stepUpRequired);

describe('runWithStepUp', () => {
  it('runs the action once when the server accepts it, asking nothing', async () => {
    const ask = vi.fn(async () => true);
    const action = vi.fn(async () => 'done');
    await expect(runWithStepUp(action, { ask })).resolves.toBe('done');
    expect(ask).not.toHaveBeenCalled();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('asks for a code on the step-up refusal, then retries exactly once', async () => {
    const ask = vi.fn(async () => true);
    const action = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('done');
    await expect(runWithStepUp(action, { ask })).resolves.toBe('done');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('does not loop: a second refusal after the code is the caller’s failure', async () => {
    const ask = vi.fn(async () => true);
    const action = vi.fn().mockRejectedValue(refusal());
    await expect(runWithStepUp(action, { ask })).rejects.toThrow(mfaMessages.stepUpRequired);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('rethrows the refusal when the dialog is cancelled, and other errors at once', async () => {
    const cancelled = vi.fn().mockRejectedValue(refusal());
    await expect(runWithStepUp(cancelled, { ask: async () => false })).rejects.toThrow(
      mfaMessages.stepUpRequired,
    );
    expect(cancelled).toHaveBeenCalledTimes(1);
    const ask = vi.fn(async () => true);
    await expect(runWithStepUp(() => Promise.reject(new Error('nope')), { ask })).rejects.toThrow(
      'nope',
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it('recognises the refusal by its exact text only', () => {
    expect(isStepUpRequired(refusal())).toBe(true);
    expect(isStepUpRequired(new Error(`${mfaMessages.stepUpRequired} `))).toBe(false);
    expect(isStepUpRequired(mfaMessages.stepUpRequired)).toBe(false);
  });
});
