import { router } from '../../../trpc';
import { confirmTotp } from './confirm-totp';
import { getMfaStatus } from './get-mfa-status';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { setupTotp } from './setup-totp';
import { verifySecondFactor } from './verify-second-factor';

export const mfaRouter = router({
  verify: verifySecondFactor,
  setupTotp,
  confirmTotp,
  regenerateRecoveryCodes,
  status: getMfaStatus,
});
