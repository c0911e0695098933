import { router } from '../../trpc';
import { changePassword } from './change-password';
import { createAccount } from './create-account';
import { findUserByEmail } from './find-user-by-email';
import { getCurrentUser } from './get-current-user';
import { getSessionInfo } from './get-session-info';
import { listMySessions } from './list-my-sessions';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { mfaRouter } from './mfa';
import { passkeysRouter } from './passkeys';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { revokeOtherSessions } from './revoke-other-sessions';
import { revokeSession } from './revoke-session';
import { apiTokensRouter } from './tokens/index';

export const authRouter = router({
  me: getCurrentUser,
  session: getSessionInfo,
  mfa: mfaRouter,
  login: logIn,
  logout: logOut,
  createAccount,
  forgotPassword: requestPasswordReset,
  resetPassword,
  userByEmail: findUserByEmail,
  sessions: router({
    list: listMySessions,
    revoke: revokeSession,
    revokeOthers: revokeOtherSessions,
  }),
  changePassword,
  passkeys: passkeysRouter,
  tokens: apiTokensRouter,
});
