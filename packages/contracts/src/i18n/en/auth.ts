import { publicPageMessages } from '../../messages';
import { passkeyMessages } from '../../passkeys';

/**
 * Sign-in and the signed-in gate: the customer's way in. The forgotten and reset password
 * screens are in `public` (their pages are public), and the messages these screens pass to
 * the error summary, form fields, form alerts and toasts (contracts' authMessages) are
 * said in the page's language by the `errors` namespace (localize-message.ts).
 */
export const auth = /* @__PURE__ */ englishAuth();

/**
 * Built in a function, called once above (as en/mail.ts): a bundle that never reads this
 * namespace (the landing page's) drops the call, and with it every read of the texts'
 * modules, whose neighbours build zod schemas.
 */
function englishAuth() {
  return {
    login: {
      title: publicPageMessages.login.title,
      description: publicPageMessages.login.description,
      password: 'Password',
      forgotPassword: 'Forgot your password?',
      submitting: 'Signing in...',
      submit: 'Sign In',
      newHere: 'New here? No account is needed to apply.',
      applyWithoutSignIn: 'Apply Without Signing In',
    },
    fields: {
      email: 'Email',
    },
    passkey: {
      signIn: passkeyMessages.signInButton,
      signingIn: passkeyMessages.signingIn,
    },
    required: {
      title: 'Sign In Required',
      heading: 'Please sign in',
      redirecting: 'Taking you to sign in…',
      connectionTitle: 'Connection Problem',
    },
  } as const;
}
