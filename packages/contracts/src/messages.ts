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
  tooManyAccounts: 'Too many accounts were created from your network. Please try again later.',
  sessionCheckFailed:
    'We could not check your sign-in. Please check your connection and reload the page.',
  // Issue 20: the sign-in form's error summary (GOV.UK pattern) and its field messages.
  errorSummaryTitle: 'There is a problem',
  emailRequired: 'Enter your email address',
  passwordRequired: 'Enter your password',
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
  passwordTooCommon:
    'This password is one of the most common passwords and easy to guess. Please choose another one.',
  tooLong: 'This value is too long',
  nulCharacter: 'This value contains a character that is not allowed.',
} as const;

export const httpMessages = {
  badRequest: 'The request is not valid.',
  notFound: 'Not found',
  crossOrigin: 'Cross-origin requests are not allowed.',
  payloadTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  pageFailed: 'This page could not be shown. Please try again in a moment.',
  timedOut: 'The request took too long. Please try again.',
  tooManyConnections: 'Too many connections from your address. Please try again shortly.',
  overloaded: 'The service is busy right now. Please try again in a few seconds.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  unauthorized: 'A valid access token is required.',
} as const;

export const applicationMessages = {
  minAdvance: 'Minimum advance is $100',
  maxAdvance: 'Maximum advance is $5,000',
  howOftenRequired: 'Please select how often you need extra cash',
  monthlyBenefitRequired: 'Please enter your monthly benefit amount',
  paymentDayRange: 'Day must be between 1-31',
  rentRequired: 'Please enter your monthly rent or mortgage',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  tooYoung: 'You must be at least 18 years old to apply',
  amountTooLarge: 'Please enter a realistic amount',
  submitFailedTitle: 'Error',
  submitFailed: 'Failed to submit application. Please try again.',
  submittedTitle: 'Application Submitted!',
  emailHasAccount:
    'An account with this email already exists. Please sign in first, or use the password of that account.',
  idempotencyMismatch: 'This request key was already used for a different application.',
  tooManySubmissions: 'Too many applications were sent from your network. Please try again later.',
  notFound: 'Application not found',
  decisionRequired: 'Please select a decision',
  messageTitleRequired: 'Please enter a message title',
  messageContentRequired: 'Please enter a message',
  messageNeedsOwner: 'This application has no account to send a message to.',
  reviewedTitle: 'Application Reviewed',
  reviewFailedTitle: 'Review Failed',
  reviewFailed: 'Failed to review application.',
  ownApplication:
    'You cannot review your own application. Please ask another staff member to decide it.',
  reviewNotesInternal:
    'Review notes are internal: only staff can read them. The applicant sees only the message below.',
  statusApproved:
    'Congratulations! Your application has been approved. Funds will be deposited within 1-2 business days.',
  statusPending: "Your application is under review. We'll update you within 24 hours.",
  statusRejected:
    'We are sorry, but your application could not be approved at this time. Please contact support for more information.',
  statusNone: 'Your application has been submitted and is under review.',
  statusWithdrawn: 'You withdrew this application. We will not review it.',
  /** Issue 19: in Additional Documentation Requested the applicant is told what to do, not to wait. */
  statusDocumentsNeeded:
    'We need some documents from you before we can decide. Please upload each document listed under "Documents we need"; we will review your application once they arrive.',
  /** Issue 20: says where to upload without promising a review time while we wait. */
  documentsRequested:
    'Each document has its own upload button in that list. Anything else you want us to see can go in the Supporting Documents section.',
} as const;

/** Documents (spec part 8: upload setup, transfer, save, success, download). */
export const attachmentMessages = {
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'The file size exceeds the maximum allowed (10 MB).',
  uploadFailed: 'Failed to upload file. Please try again.',
  uploadFailedWith: (status: number, text: string) => `Upload failed: ${status} ${text}`.trim(),
  prepareFailed: 'Failed to prepare file upload. Please try again.',
  noUploadUrlFromServer: 'No upload URL received from server',
  noUploadUrlFromFileUpload: 'No upload URL received from file upload',
  uploadErrorTitle: 'Upload Error',
  saveFailedTitle: 'Upload Failed',
  saveFailed: 'Failed to save file information.',
  uploadSuccessTitle: 'Upload successful',
  uploadSuccess: 'File uploaded successfully',
  adminUploadSuccessTitle: 'File Uploaded',
  downloadFailed: 'Download failed. Please try again.',
  visibilityUpdatedTitle: 'Visibility Updated',
  nowVisible: 'The applicant can now see this document.',
  nowHidden: 'The document is now hidden from the applicant.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update visibility.',
  deleteConfirm: 'Are you sure you want to delete this attachment?',
  deletedTitle: 'Attachment Deleted',
  deleted: 'The attachment was deleted.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete attachment.',
  noDocuments: 'No documents uploaded yet.',
  fileLimitsHint: 'PDF, image, Word, text or CSV file, up to 10 MB.',
  staffUploadHint:
    'The upload starts when you choose the file. The applicant can see it; you can hide it afterwards.',
  listFailed: 'We could not load the documents. Please try again.',
  visibleToApplicant: 'Visible to applicant',
  hiddenFromApplicant: 'Hidden from applicant',
  documentsRequested: 'We need more documents for your application. Please upload them here.',
  // Server answers (the upload URL and the attach call).
  tooLarge: 'File too large: the file size exceeds the maximum allowed (10 MB).',
  emptyFile: 'The file is empty.',
  typeNotAllowed:
    'This file type is not allowed. Please upload a PDF, an image (JPEG, PNG, HEIC, WebP, GIF or TIFF), a Word document, or a text or CSV file.',
  lengthRequired: 'The upload must state its size (Content-Length).',
  uploadLinkInvalid: 'This upload link is not valid. Please start the upload again.',
  uploadLinkExpired:
    'This upload link has expired or was already used. Please start the upload again.',
  objectNotFound: 'The uploaded file was not found. Please upload it again.',
  fileNameRequired: 'Please give the file a name.',
  categoryInvalid: 'Category must be identity, income, benefits, financial or other.',
  visibilityRequired: 'Please say whether the applicant may see this document.',
  notFound: 'Attachment not found',
} as const;

/** Live support chat (spec parts 2, 5, 7 and 8). */
export const chatMessages = {
  messageSentTitle: 'Message sent',
  sendErrorTitle: 'Error sending message',
  sendError: 'Failed to send message. Please try again.',
  createErrorTitle: 'Error creating conversation',
  createError: 'Failed to start conversation. Please try again.',
  newMessageTitle: 'New message received',
  newMessage: 'You have received a new message from an admin.',
  applicationReviewTag: 'Application Review',
  fetchFailed: 'Failed to fetch conversation',
  notFound: 'Conversation not found',
  contentRequired: 'Please enter a message',
  titleRequired: 'Please enter a message title',
  userNotFound: 'User not found',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  idempotencyKeyReused: 'This request key was already used for a different message.',
  noMessagesYet: 'No messages yet. Ask us anything about your application.',
  inputLabel: 'Message to support',
  send: 'Send',
  sending: 'Sending…',
  statusSent: 'Sent',
  statusRead: 'Read',
  supportSender: 'Support Team',
  listFailed: 'Conversations could not be loaded.',
  staffSent: (name: string) => `Your message to ${name} was sent.`,
  livePaused: 'Live updates paused',
  reconnect: 'Reconnect',
  staffSentTitle: 'Message Sent',
  staffSendFailedTitle: 'Send Failed',
  staffSendFailed: 'Failed to send message.',
  staffMessageFailedTitle: 'Message Failed',
  /** Issue 20: one time line per application card; each message names its subject. */
  subjectLabel: (title: string) => `About: ${title}`,
  replyingTo: (title: string) => `Your reply goes to: ${title}`,
  /** Issue 20: the new-message toast's action, which opens the card's chat. */
  openChat: 'Open chat',
  /** Issue 20: the Messages link in the navigation, read out with what is unread. */
  navUnread: (count: number) => `(${count} unread)`,
} as const;

/** The Message Center and broadcasts (spec parts 2, 7 and 8). */
export const messageCenterMessages = {
  noMessages: 'No messages yet',
  selectMessage: 'Select a message',
  newMessagesBanner: 'You have new messages!',
  newMessagesTitle: 'New Message(s)',
  newMessages: (count: number) => `You have ${count} new message(s) to read.`,
  /** Issue 20: the toast's action, which opens the newest of the new messages. */
  openMessage: 'Open message',
  notFound: 'Message not found',
  senderAdmin: 'Admin',
  senderYou: 'You',
  replyRequired: 'Please enter a reply',
  replySentTitle: 'Reply Sent',
  replyFailedTitle: 'Reply Failed',
  replyFailed: 'Failed to send reply. Please try again.',
  replyTooFast: 'You are sending replies too quickly. Please wait a moment and try again.',
  broadcastSentTitle: 'Broadcast Sent',
  broadcastFailedTitle: 'Broadcast Failed',
  broadcastFailed: 'Failed to send broadcast.',
} as const;

/** System announcements (spec parts 2, 7 and 8). */
export const announcementMessages = {
  createdTitle: 'Announcement Created',
  creationFailedTitle: 'Creation Failed',
  creationFailed: 'Failed to create announcement.',
  updatedTitle: 'Announcement Updated',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update announcement.',
  typeInvalid: 'Type must be info, warning, urgent or maintenance.',
  expiryInvalid: 'Please enter a valid expiry date.',
  expiryPast: 'The expiry date must be in the future.',
  notFound: 'Announcement not found',
  dismiss: 'Dismiss announcement',
} as const;

export const userAdminMessages = {
  roleUpdatedTitle: 'Role Updated',
  updateFailedTitle: 'Update Failed',
  roleUpdateFailed: 'Failed to update role.',
  roleChangeRequiresSuperAdmin: 'Role changes require Super Admin access',
  protectedAccount: 'The role of this account cannot be changed.',
  superAdminRoleNotAssignable: 'The super admin role cannot be assigned.',
  roleInvalid: 'Role must be user or admin.',
  userNotFound: 'User not found',
} as const;

/** The wizard's success screen (spec part 2). */
export const applicationSubmittedMessages = {
  nextStepsTitle: 'What happens next?',
  nextSteps: [
    'Your application status starts as Submitted.',
    'We may ask you for additional documents.',
    'We make a final decision once your documents arrive.',
    'If approved, the funds are deposited within 1-2 business days.',
  ],
  accountCreated:
    'Your account has been created. Sign in with this email and the password you chose to follow your application.',
  addedToAccount: 'The application has been added to your account.',
  signIn: 'Sign In to Your Account',
  returnHome: 'Return Home',
} as const;

/** The public quote and benefit-calendar paths (issue 14). Amount texts are applicationMessages'. */
export const quoteMessages = {
  scheduleInvalid:
    'Please choose a payment schedule: second_wednesday, third_wednesday, fourth_wednesday, third_of_month or first_of_month',
  dateInvalid: 'Please give the date as YYYY-MM-DD, between 2000-01-01 and 2099-12-31',
  countRange: 'count must be a whole number from 1 to 24',
} as const;

/**
 * 42 U.S.C. §407: benefits cannot be assigned or redirected. Shown on the wizard, the
 * dashboard and in every e-mail (issue 14).
 */
export const benefitsNoticeMessages = {
  title: 'Your benefits stay yours',
  notice:
    'We will never ask for your my Social Security password, and we will never ask you to change where your benefits are deposited.',
} as const;

/** What a live socket is told when the server refuses something on it. */
export const liveMessages = {
  tooManyConnections: 'Too many live connections; close another tab and try again.',
  subscriptionsOnly:
    'Only live subscriptions travel over the WebSocket; queries and mutations use HTTP.',
  tooManySubscriptions: 'Too many live subscriptions on one connection.',
  duplicateSubscription: 'This subscription id is already in use on this connection.',
  batchTooLarge: (max: number) => `At most ${max} calls per message.`,
} as const;

/**
 * Issue 14: the Truth-in-Lending box, the benefit schedule question and the public APR
 * statement (the figures themselves are computed from the fee schedule, never written here).
 */
export const pricingMessages = {
  disclosureTitle: 'Your cost of credit',
  aprLabel: 'Annual Percentage Rate',
  aprHint: 'The cost of your advance as a yearly rate.',
  financeChargeLabel: 'Finance Charge',
  financeChargeHint: 'The dollar amount the advance costs you (the processing fee).',
  amountFinancedLabel: 'Amount Financed',
  amountFinancedHint: 'The amount you receive.',
  totalOfPaymentsLabel: 'Total of Payments',
  totalOfPaymentsHint: 'The amount you repay.',
  paymentSchedule: (amount: string, dueDate: string) =>
    `One payment of ${amount} due on ${dueDate}.`,
  awaitingSchedule: 'Tell us when your benefit arrives to see your APR and due date.',
  notYetKnown: 'Not known yet',
  awaitingAmount: 'Choose an amount to see what the advance costs.',
  scheduleQuestion: 'When does your benefit arrive?',
  scheduleExplanation:
    'Chosen from your date of birth, the way Social Security sets payment dates: change it if your benefit arrives on another day. Your advance is repaid on a benefit date.',
  scheduleLabel: 'Benefit Schedule',
  staffDisclosureTitle: 'Disclosure Shown to the Applicant',
  noStoredDisclosure: 'No disclosure was stored: the application predates stored quotes.',
  scheduleHints: {
    second_wednesday: 'Birthday between the 1st and the 10th of the month.',
    third_wednesday: 'Birthday between the 11th and the 20th of the month.',
    fourth_wednesday: 'Birthday between the 21st and the 31st of the month.',
    third_of_month: 'Benefits that began before May 1997, or Social Security together with SSI.',
    first_of_month: 'Supplemental Security Income (SSI).',
  },
  aprRange: (min: string, max: string) =>
    `APRs from ${min} to ${max} for a single advance repaid on your next benefit date`,
} as const;

/**
 * Issue 15: each public page's title (the tab reads "<title> | Benefit Advance") and the
 * description search engines show. The prerendered pages and the app use the same texts.
 */
export const publicPageMessages = {
  home: {
    title: 'Cash Advances for Social Security Recipients',
    description:
      'Cash advances against your Social Security benefits, with one processing fee and the full cost shown before you apply.',
  },
  about: {
    title: 'About Us',
    description:
      'Why Benefit Advance exists, how we lend responsibly and what we promise Social Security benefit recipients.',
  },
  login: {
    title: 'Sign In',
    description: 'Sign in to follow your application and read your messages.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    description: 'Request a link to set a new password for your Benefit Advance account.',
  },
  application: {
    title: 'Apply for a Cash Advance',
    description:
      'Apply for a cash advance against your Social Security benefits online, with no account needed to start.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has moved.',
  },
} as const;
