import type { MfaStatus } from '@advance/contracts';
import { countPasskeysOfUser, countUnusedRecoveryCodes, findTotpCredential } from '@advance/db';
import type { CoreDeps } from '../deps';

/** The account page's two-step summary: authenticator set up, passkeys, codes left. */
export async function getMfaStatus(deps: CoreDeps, userId: string): Promise<MfaStatus> {
  const [credential, passkeys, recoveryCodesLeft] = await Promise.all([
    findTotpCredential(deps.db, userId),
    countPasskeysOfUser(deps.db, userId),
    countUnusedRecoveryCodes(deps.db, userId),
  ]);
  return { totp: Boolean(credential?.confirmedAt), passkeys, recoveryCodesLeft };
}
