import { mfaMessages } from '@advance/contracts';

/**
 * A staff action refused for want of a fresh second factor (issue 17). The server says so
 * with exactly this text (tRPC and REST alike), so that is what is recognised.
 */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof Error && error.message === mfaMessages.stepUpRequired;
}

/** What `useStepUp().run` needs from the dialog: wait for a verified code, or a cancel. */
export interface StepUpPrompt {
  ask: () => Promise<boolean>;
}

/**
 * Runs `action`; when it is refused for step-up, asks for a code once (the dialog calls
 * auth.mfa.verify) and retries once. A cancelled dialog rethrows the refusal, so the
 * caller's failure handling says what was needed.
 */
export async function runWithStepUp<T>(action: () => Promise<T>, prompt: StepUpPrompt): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isStepUpRequired(error)) throw error;
    const verified = await prompt.ask();
    if (!verified) throw error;
    return action();
  }
}
