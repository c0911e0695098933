import { router } from '../../../trpc';
import { finishPasskeyRegistration } from './finish-passkey-registration';
import { finishPasskeySignIn } from './finish-passkey-sign-in';
import { finishPasskeyStepUp } from './finish-passkey-step-up';
import { listPasskeys } from './list-passkeys';
import { removePasskey } from './remove-passkey';
import { startPasskeyRegistration } from './start-passkey-registration';
import { startPasskeySignIn } from './start-passkey-sign-in';
import { startPasskeyStepUp } from './start-passkey-step-up';

/** auth.passkeys (issue 17): REST doors in apps/server/src/rest/passkeys.ts. */
export const passkeysRouter = router({
  registrationOptions: startPasskeyRegistration,
  registrationVerify: finishPasskeyRegistration,
  authenticationOptions: startPasskeySignIn,
  authenticationVerify: finishPasskeySignIn,
  stepUpOptions: startPasskeyStepUp,
  stepUpVerify: finishPasskeyStepUp,
  list: listPasskeys,
  remove: removePasskey,
});
