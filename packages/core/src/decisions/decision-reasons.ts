import { type DecisionReason, type DenialReasonCode, denialReasons } from '@advance/contracts';

/**
 * A denial's reasons as stored and shown: each code once, in the order staff chose them, with
 * its plain words (for `other`, what staff wrote).
 */
export function toDecisionReasons(
  codes: readonly DenialReasonCode[],
  otherReason: string | null | undefined,
): DecisionReason[] {
  return [...new Set(codes)].map((code) => ({
    code,
    text: code === 'other' ? (otherReason?.trim() ?? '') : denialReasons[code].plain,
  }));
}

/**
 * Whether a review's reasons are the ones stored (order aside): only different reasons make a
 * same-status denial a new notice.
 */
export function sameReasons(stored: unknown, reasons: readonly DecisionReason[]): boolean {
  if (!Array.isArray(stored) || stored.length !== reasons.length) return false;
  const key = (list: readonly DecisionReason[]) =>
    list
      .map((r) => `${r.code}\u0000${r.text}`)
      .sort()
      .join('\u0001');
  return key(stored as DecisionReason[]) === key(reasons);
}
