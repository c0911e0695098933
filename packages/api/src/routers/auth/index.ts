import { router } from '../../trpc';
import { createAccount } from './create-account';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { resetPassword } from './reset-password';
import { userByEmail } from './user-by-email';

export const authRouter = router({
  me,
  login,
  logout,
  createAccount,
  forgotPassword,
  resetPassword,
  userByEmail,
});
