/**
 * Every user-facing text the server or the web app shows lives here, once.
 * Texts quoted by the product spec (parts 5 and 8) are kept to the letter.
 */
export const authMessages = {
  missingFieldsTitle: 'Missing fields',
  missingFields: 'Please enter both email and password',
  loginFailedTitle: 'Login failed',
  loginSuccessTitle: 'Login successful',
  loginSuccess: 'Welcome back!',
  invalidCredentials: 'Invalid email or password',
  userExists: 'User already exists with this email',
  unauthorizedTitle: 'Unauthorized',
  loggedOut: 'You are logged out. Logging in again...',
  signedOut: 'You have been signed out.',
  notSignedIn: 'You need to sign in to do that.',
  forbidden: 'You do not have access to this.',
  checkEmailTitle: 'Check Your Email',
  forgotPasswordSent: "If an account with that email exists, we've sent you a password reset link.",
  forgotPasswordFailed: 'Failed to send password reset email',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  invalidResetToken: 'Invalid reset token',
  resetFailed: 'Failed to reset password',
  resetSuccessTitle: 'Password Reset Successful',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionCheckFailed:
    'We could not check your sign-in. Please check your connection and reload the page.',
} as const;

export const validationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  zipCode: 'Please enter a valid zip code',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordsDontMatch: "Passwords don't match",
  tooLong: 'This value is too long',
} as const;

export const httpMessages = {
  badRequest: 'The request is not valid.',
  notFound: 'Not found',
  crossOrigin: 'Cross-origin requests are not allowed.',
  payloadTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  pageFailed: 'This page could not be shown. Please try again in a moment.',
} as const;
