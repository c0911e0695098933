/**
 * Issue 19: what a review must carry besides the status — a denial its reasons, a request for
 * documents its list. Tests that only move an application along add these.
 */
export function decisionFields(status: string): Record<string, unknown> {
  if (status.toLowerCase() === 'denied') return { reasons: ['income_insufficient'] };
  if (status.toLowerCase() === 'additional documentation requested')
    return { documentRequest: { items: [{ category: 'other', description: 'Award letter' }] } };
  return {};
}
