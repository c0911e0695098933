import { router } from '../../trpc';
import { createAccount } from './create-account';
import { findUserByEmail } from './find-user-by-email';
import { getCurrentUser } from './get-current-user';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

export const authRouter = router({
  me: getCurrentUser,
  login: logIn,
  logout: logOut,
  createAccount,
  forgotPassword: requestPasswordReset,
  resetPassword,
  userByEmail: findUserByEmail,
});
