import { secondFactorPaths } from '@advance/contracts';
import type { PartialStage, SignInStep } from './current-user-store';

/** The screen that takes a partial session's second step. */
export function stepPath(stage: PartialStage): string {
  return stage === 'second_factor' ? secondFactorPaths.verify : secondFactorPaths.setup;
}

/** Pages a visitor may see anyway: a partial session is shown them as to a visitor. */
const openPaths = new Set<string>([
  '/',
  '/about',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/application',
  secondFactorPaths.verify,
  secondFactorPaths.setup,
]);

/**
 * Where a partial session (password given, second factor not yet) is sent instead of a
 * signed-in page (issue 17): the step it owes, remembering where it was going. `null`
 * when the page may be shown (a public page, or the step itself).
 */
export function signInStepRedirect(
  step: SignInStep | null,
  location: { pathname: string; href: string },
): string | null {
  if (!step || openPaths.has(location.pathname)) return null;
  return `${stepPath(step.stage)}?next=${encodeURIComponent(location.href)}`;
}
