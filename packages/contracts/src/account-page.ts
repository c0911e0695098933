/**
 * Texts of the web app's second-factor screens, the account page's two-factor section,
 * the step-up dialog and the admin account actions (issue 17). The server's own texts
 * (wrong code, step-up required, ...) are in mfa.ts, account.ts and passkeys.ts.
 */

/** Where the second-factor screens live in the web app. */
export const secondFactorPaths = {
  verify: '/login/verify',
  setup: '/account/two-factor/setup',
} as const;

export const signInStepMessages = {
  verifyTitle: 'Enter Your Sign-In Code',
  verifyDescription: 'Your account is protected with a second step.',
  greeting: (name: string) => `Hi ${name}: enter the 6-digit code from your authenticator app.`,
  timeLimit:
    'For your safety this step must be finished within 5 minutes of entering your password. After that, sign in again.',
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code your authenticator app shows now.',
  recoveryCodeLabel: 'Recovery code',
  recoveryCodeHint: 'One of the ten recovery codes you saved when you set up two-factor sign-in.',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticatorCode: 'Use a code from your authenticator app instead',
  verifyButton: 'Verify',
  verifying: 'Verifying...',
  signOut: 'Sign out and start over',
  orPasskey: 'Or, if you added a passkey to this account:',
  errorSummaryTitle: 'There is a problem',
  verifyFailed: 'That code did not work. Check it and try again.',
  signedInTitle: 'Login successful',
  signedIn: 'Welcome back!',
} as const;

export const totpSetupMessages = {
  title: 'Set Up Two-Factor Sign-In',
  requiredNotice:
    'Staff accounts open documents of thousands of people, so they need a second step at sign-in. Set it up once now; it takes about two minutes.',
  addNotice:
    'Add an authenticator app as the second step of your sign-in. You also get ten recovery codes.',
  step1: '1. Scan this QR code with an authenticator app',
  step1Hint:
    'For example Google Authenticator, Microsoft Authenticator, 1Password or Bitwarden. In the app, choose "Add account" and then "Scan a QR code".',
  qrAlt:
    'QR code for your authenticator app. If you cannot scan it, type the setup key shown below into the app instead.',
  secretLabel: 'Setup key (type this into the app if you cannot scan)',
  copyKey: 'Copy setup key',
  keyCopied: 'Setup key copied',
  step2: '2. Enter the code the app shows',
  confirmButton: 'Confirm and continue',
  confirming: 'Checking...',
  loading: 'Preparing your setup key…',
  loadFailed: 'The setup could not be started. Reload the page to try again.',
  doneTitle: 'Two-factor sign-in is on',
} as const;

export const recoveryCodeMessages = {
  title: 'Save Your Recovery Codes',
  description:
    'If you lose your phone, each of these codes lets you sign in once. They are shown only now: keep them somewhere safe, such as a password manager or a printed copy.',
  listLabel: 'Your recovery codes',
  copy: 'Copy codes',
  copied: 'Recovery codes copied',
  download: 'Download as text file',
  print: 'Print',
  fileName: 'benefit-advance-recovery-codes.txt',
  fileHeading: 'Benefit Advance recovery codes. Each code works once.',
  savedCheckbox: 'I have saved these recovery codes',
  savedRequired: 'Confirm that you have saved the codes first.',
  continue: 'Continue',
} as const;

export const stepUpMessages = {
  title: 'Confirm It Is You',
  description:
    'This action needs a fresh second step. Enter the code from your authenticator app to continue.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirming: 'Checking...',
} as const;

export const accountPageMessages = {
  title: 'Your Account',
  description: 'Your password, where you are signed in, and how you sign in.',
  twoFactorTitle: 'Two-Factor Sign-In',
  twoFactorOn: 'On: your authenticator app gives the second step.',
  twoFactorOff: 'Not set up yet. Staff accounts need it.',
  twoFactorPasskeys: (count: number) =>
    `${count} ${count === 1 ? 'passkey' : 'passkeys'} also count as a second step.`,
  recoveryCodesLeft: (count: number) =>
    `${count} of 10 recovery codes left.${count <= 3 ? ' Make new ones soon.' : ''}`,
  setUp: 'Set up two-factor sign-in',
  regenerate: 'Make new recovery codes',
  regenerated: 'New recovery codes made. The old ones no longer work.',
  regenerateFailedTitle: 'Recovery codes not changed',
  customerExplained:
    'Two-factor codes are for staff accounts. To make signing in safer and easier, add a passkey below: it uses your fingerprint, face or phone screen lock instead of a password.',
  statusLoading: 'Loading two-factor status…',
  statusFailed: 'The two-factor status could not be loaded.',
} as const;

/** The badge, and the toasts' titles, are accountMessages' (account.ts). */
export const accountAdminMessages = {
  disable: 'Disable',
  enable: 'Enable',
  disableTitle: 'Disable Account',
  enableTitle: 'Enable Account',
  disableConfirm: (name: string) =>
    `${name} will be signed out everywhere at once and cannot sign in until the account is enabled again.`,
  enableConfirm: (name: string) => `${name} will be able to sign in again.`,
  statusFailedTitle: 'Account Not Changed',
  resetMfa: 'Reset second factor',
  resetMfaTitle: 'Reset Second Factor',
  resetMfaConfirm: (name: string) =>
    `${name} will have to set up two-factor sign-in again at their next sign-in. We e-mail them about it.`,
  resetMfaDone: 'Second Factor Reset',
  resetMfaFailedTitle: 'Second Factor Not Reset',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'The applications could not be exported. Please try again.',
  exportFileName: 'applications.csv',
} as const;
