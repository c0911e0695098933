import type { PublicUser } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * Whether a signed-in applicant already has an advance that is not repaid or cancelled:
 * `undefined` while that is being asked, `false` for a visitor or when the question failed
 * (the server still refuses the submission, with the same words).
 */
export function useHasOpenAdvance(user: PublicUser | null | undefined): boolean | undefined {
  const trpc = useTRPC();
  const mine = useQuery({ ...trpc.advances.mine.queryOptions(), enabled: Boolean(user) });
  if (!user) return false;
  if (mine.isPending) return undefined;
  return mine.data?.hasOpenAdvance ?? false;
}
