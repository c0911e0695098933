/**
 * Issue 19: texts of the private staff notes panel and of the unread-chat e-mail (the
 * schemas and limits are in decisions.ts).
 */
export const staffNoteTexts = {
  heading: 'Staff notes',
  privacy: 'Only staff can see these notes. The applicant never sees them.',
  empty: 'No notes yet.',
  label: 'Add a note',
  add: 'Add note',
  adding: 'Adding…',
  added: 'Note added',
  addFailed: 'The note could not be added.',
  loadFailed: 'The notes could not be loaded.',
  timelineLabel: 'Staff note',
  /** The author's account was removed. */
  formerStaff: 'Former staff member',
  count: (n: number) => (n === 1 ? '1 note' : `${n} notes`),
  /** Refused like a review: nobody handles the notes about their own application. */
  ownApplication:
    'You cannot read or add notes on your own application. Please ask another staff member.',
} as const;

/** The unread-chat e-mail: it never carries the message itself (chat can be sensitive). */
export const chatEmailTexts = {
  subject: 'You have a new message from our support team',
  preview: 'A message from our support team is waiting for you.',
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  body: 'Our support team sent you a chat message that you have not read yet. For your privacy we do not include it in this e-mail: please sign in to read and answer it.',
  action: 'Open your dashboard',
  settings: 'You can turn these e-mails off on your account page.',
} as const;

/** The account page's e-mail settings around emailPreferenceTexts (decisions.ts). */
export const emailSettingsTexts = {
  loadFailed: 'Your e-mail settings could not be loaded.',
  saveFailedTitle: 'Not saved',
  saveFailed: 'Your e-mail settings could not be saved. Please try again.',
} as const;
