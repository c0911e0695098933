import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types as Kysely sees them. Columns are snake_case in PostgreSQL and camelCase here
 * (CamelCasePlugin), matching the spec's field names.
 */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;
type Json = ColumnType<unknown, string | undefined, string>;

export type RoleColumn = 'user' | 'admin' | 'super_admin';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: ColumnType<RoleColumn, RoleColumn | undefined, RoleColumn>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** Set while a super admin has the account disabled (issue 17). */
  disabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disabledBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 19: e-mail me about chat messages I have not read (legal notices always go). */
  chatEmails: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 20: the customer's language for screens and e-mails ('en' | 'es'). */
  locale: ColumnType<LocaleColumn, LocaleColumn | undefined, LocaleColumn>;
}

export type LocaleColumn = 'en' | 'es';

export type SessionStageColumn = 'full' | 'second_factor' | 'setup_second_factor';

/** A staff member's authenticator (decision 021): kept apart from users so `select *` never reads it. */
export interface TotpCredentialsTable {
  userId: string;
  secret: Uint8Array;
  confirmedAt: Date | null;
  /** The last accepted RFC 6238 time step: steps at or below it are refused. */
  lastStep: number | null;
  createdAt: CreatedAt;
}

/** SHA-256 (hex) of each recovery code; `usedAt` is set once. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string;
  secretHash: Uint8Array;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  absoluteExpiresAt: ColumnType<Date, Date, never>;
  ipAddress: string | null;
  userAgent: string | null;
  /** 'full', or partial after a staff password (decision 021). */
  stage: ColumnType<SessionStageColumn, SessionStageColumn | undefined, SessionStageColumn>;
  /** When this session last proved the second factor (step-up looks at it). */
  secondFactorAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Touched at most once per 5 minutes by the session check (issue 17). */
  lastActiveAt: ColumnType<Date, Date | undefined, Date>;
}

/** Browser + OS + device combinations a user signed in from (new-device notices). */
export interface UserDevicesTable {
  userId: string;
  deviceKey: string;
  firstSeenAt: ColumnType<Date, Date | undefined, Date>;
  lastSeenAt: ColumnType<Date, Date | undefined, Date>;
}

/** A WebAuthn credential (issue 17); the id is the credential id, base64url. */
export interface PasskeysTable {
  id: string;
  userId: string;
  publicKey: Uint8Array;
  /** The authenticator's signature counter; 0 when it keeps none. */
  counter: ColumnType<number, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  name: string;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Issue 21: a personal API token; only SHA-256 of its secret is kept. */
export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  /** jsonb array of scope names; written as JSON text. */
  scopes: ColumnType<string[], string, string>;
  secretHash: Uint8Array;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastUsedIp: ColumnType<string | null, string | null | undefined, string | null>;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revokedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Single-use WebAuthn challenges, 5 minutes (decision 023). */
export interface PasskeyChallengesTable {
  id: string;
  kind: 'registration' | 'authentication';
  challenge: string;
  /** Registration: the session that asked (one pending per session). */
  sessionId: string | null;
  userId: string | null;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date, never>;
}

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date, never>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  windowStartedAt: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: CreatedAt;
  attempts: ColumnType<number, never, number>;
  nextAttemptAt: ColumnType<Date, Date | undefined, Date>;
  lastError: string | null;
  sentAt: Date | null;
}

export interface ActivityLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Json;
  ipAddress: string | null;
  createdAt: CreatedAt;
}

export type ApplicationStatusColumn =
  | 'Submitted'
  | 'Waiting approval'
  | 'Additional Documentation Requested'
  | 'Approved'
  | 'Denied'
  | 'Withdrawn';

export interface ApplicationsTable {
  id: Generated<string>;
  userId: string | null;
  status: ColumnType<
    ApplicationStatusColumn,
    ApplicationStatusColumn | undefined,
    ApplicationStatusColumn
  >;
  reviewNotes: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  requestedAmountCents: number;
  processingFeeCents: number;
  amountToReceiveCents: number;
  howOftenNeedCash: string;
  monthlyBenefitCents: number;
  benefitPaymentDay: number;
  monthlyRentMortgageCents: number;
  /** yyyy-mm-dd (read as text, see client.ts). */
  dateOfBirth: string;
  /** One of the five Social Security payment schedules (contracts' benefitSchedules). */
  benefitSchedule: string;
  /**
   * The disclosure quoted at submission (issue 14): all set or all null (older applications).
   * APR in basis points (37.63 % → 3763); dates yyyy-mm-dd.
   */
  aprBasisPoints: number | null;
  financeChargeCents: number | null;
  amountFinancedCents: number | null;
  totalOfPaymentsCents: number | null;
  disbursementDate: string | null;
  dueDate: string | null;
  days: number | null;
  quotedAt: Date | null;
  idempotencyKey: string | null;
  requestFingerprint: string;
  searchText: ColumnType<string, never, never>;
  /** Issue 19: a denial's reasons, `[{ code, text }]` as JSON text on write; null otherwise. */
  decisionReasons: ColumnType<unknown, string | null | undefined, string | null>;
  /** The 30-day clock's start (migration 2026_11_28_100000_decisions); null while items are pending. */
  completeSince: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The open document request's due date (yyyy-mm-dd) while items are pending. */
  documentsDueOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 20: the review step's consent as shown (version, language, exact text) and when. */
  consentVersion: ColumnType<string | null, string | null | undefined, string | null>;
  consentLocale: ColumnType<
    LocaleColumn | null,
    LocaleColumn | null | undefined,
    LocaleColumn | null
  >;
  consentText: ColumnType<string | null, string | null | undefined, string | null>;
  consentedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Issue 19: a request for documents with a due date; at most one open per application. */
export interface DocumentRequestsTable {
  id: Generated<string>;
  applicationId: string;
  /** yyyy-mm-dd */
  dueDate: string;
  requestedBy: string | null;
  createdAt: CreatedAt;
  closedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  weekReminderAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  dayReminderAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type DocumentItemStateColumn = 'pending' | 'received' | 'satisfied';

export interface DocumentRequestItemsTable {
  id: Generated<string>;
  requestId: string;
  applicationId: string;
  position: number;
  category: string;
  description: string;
  state: ColumnType<
    DocumentItemStateColumn,
    DocumentItemStateColumn | undefined,
    DocumentItemStateColumn
  >;
  attachmentId: ColumnType<string | null, string | null | undefined, string | null>;
  receivedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  resolvedBy: ColumnType<string | null, string | null | undefined, string | null>;
  resolvedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdBy: string | null;
  createdAt: CreatedAt;
}

/** Issue 19: private staff notes; never read by any customer path. */
export interface ApplicationNotesTable {
  id: Generated<string>;
  applicationId: string;
  authorId: string | null;
  content: string;
  createdAt: CreatedAt;
}

export interface ApplicationReviewsTable {
  id: Generated<string>;
  applicationId: string;
  previousStatus: string | null;
  newStatus: string;
  reviewNotes: string | null;
  reviewType: string;
  reviewerId: string | null;
  ipAddress: string | null;
  reviewedAt: CreatedAt;
}

export type MessageTypeColumn =
  | 'system'
  | 'approved'
  | 'under_review'
  | 'action_required'
  | 'other';

export interface MessagesTable {
  id: Generated<string>;
  userId: string;
  senderId: string | null;
  applicationId: string | null;
  title: string;
  content: string;
  type: MessageTypeColumn;
  priority: ColumnType<string, string | undefined, string>;
  status: ColumnType<'unread' | 'read', 'unread' | 'read' | undefined, 'unread' | 'read'>;
  sentAt: CreatedAt;
  readAt: Date | null;
}

export type UploadStateColumn = 'pending' | 'receiving' | 'stored' | 'failed';

export interface UploadsTable {
  /** Public id in the upload URL (random, base32). */
  id: string;
  tokenHash: string;
  userId: string;
  /** Server-generated storage key, e.g. uploads/<uuid>. */
  objectKey: string;
  state: ColumnType<UploadStateColumn, UploadStateColumn | undefined, UploadStateColumn>;
  fileSize: number | null;
  fileType: string | null;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date, never>;
  storedAt: Date | null;
}

export interface AttachmentsTable {
  id: Generated<string>;
  applicationId: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  objectKey: string;
  uploadType: 'user_uploaded' | 'admin';
  description: string | null;
  category: string;
  visibleToUser: boolean;
  isRequired: boolean;
  uploadedBy: string | null;
  createdAt: CreatedAt;
}

export type SenderTypeColumn = 'user' | 'admin';

export interface ConversationsTable {
  id: Generated<string>;
  userId: string;
  applicationId: string | null;
  title: string;
  lastMessageAt: Date | null;
  lastMessageBy: SenderTypeColumn | null;
  unreadByAdmin: ColumnType<number, number | undefined, number>;
  unreadByUser: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  /** Issue 19: the last "unread chat" e-mail for this conversation (one per 15 minutes). */
  chatMailSentAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Staff messages created up to here have been considered for that e-mail. */
  chatMailCheckedUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ConversationMessagesTable {
  id: Generated<string>;
  conversationId: string;
  content: string;
  senderType: SenderTypeColumn;
  senderId: string | null;
  title: string | null;
  type: 'application' | null;
  isRead: ColumnType<boolean, boolean | undefined, boolean>;
  readAt: Date | null;
  createdAt: CreatedAt;
  /** The sender's key for this send (unique per sender), so a resent request finds it. */
  idempotencyKey: ColumnType<string | null, string | null | undefined, never>;
}

export interface BroadcastsTable {
  id: Generated<string>;
  senderId: string | null;
  title: string;
  content: string;
  priority: string;
  sentAt: CreatedAt;
  /** Issue 19: sent only to applicants whose latest application had this status (see broadcastRecipients). */
  audienceStatus: ColumnType<string | null, string | null | undefined, never>;
}

/** Issue 19: who an audience broadcast reached, fixed when it was sent. */
export interface BroadcastRecipientsTable {
  broadcastId: string;
  userId: string;
}

export interface BroadcastReceiptsTable {
  broadcastId: string;
  userId: string;
  readAt: ColumnType<Date, Date | undefined, never>;
}

export interface MessageRepliesTable {
  id: Generated<string>;
  messageId: string | null;
  broadcastId: string | null;
  /** The customer whose thread this is (for broadcasts, each customer has their own). */
  userId: string;
  content: string;
  sentBy: 'user' | 'support';
  senderId: string | null;
  sentAt: CreatedAt;
  /** The sender's key for this reply (unique per sender), so a resent request finds it. */
  idempotencyKey: ColumnType<string | null, string | null | undefined, never>;
}

export interface AnnouncementsTable {
  id: Generated<string>;
  title: string;
  content: string;
  type: string;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
  expiresAt: Date | null;
}

export interface LiveEventsTable {
  id: ColumnType<number, never, never>;
  /** The conversation owner: the event goes to them and to staff. */
  userId: string;
  type: string;
  payload: Json;
  createdAt: CreatedAt;
}

/** A visit as the tracker sees it (see the visitor_analytics migration). */
export interface VisitorSessionsTable {
  id: Generated<string>;
  clientId: string;
  userId: string | null;
  isStaff: ColumnType<boolean, boolean | undefined, boolean>;
  ipAddress: string | null;
  userAgent: string | null;
  fingerprint: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
  deviceType: 'tablet' | 'mobile' | 'desktop' | null;
  operatingSystem: string | null;
  browser: string | null;
  browserVersion: string | null;
  screenResolution: string | null;
  referrer: string | null;
  referrerDomain: string | null;
  referrerType: 'direct' | 'search' | 'social' | 'internal' | 'referral' | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  startedAt: CreatedAt;
  lastActiveAt: ColumnType<Date, Date | undefined, Date>;
  endedAt: Date | null;
  totalDuration: number | null;
  bounced: boolean | null;
  converted: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PageViewsTable {
  /** Made by the server before the batched insert, so the browser gets it at once. */
  id: string;
  sessionId: string;
  userId: string | null;
  path: string;
  title: string | null;
  queryParams: Json | null;
  referrerPage: string | null;
  isEntryPage: ColumnType<boolean, boolean | undefined, boolean>;
  viewedAt: CreatedAt;
  timeOnPage: number | null;
  isExitPage: ColumnType<boolean, boolean | undefined, boolean>;
  clicks: ColumnType<number, number | undefined, number>;
}

export interface InteractionsTable {
  id: string;
  sessionId: string;
  userId: string | null;
  pageViewId: string | null;
  eventType: string;
  eventCategory: ColumnType<string, string | undefined, string>;
  eventAction: string;
  elementId: string | null;
  elementText: string | null;
  path: string | null;
  occurredAt: CreatedAt;
}

export interface GoalsTable {
  id: string;
  sessionId: string;
  userId: string | null;
  goalType: string;
  /** numeric(12, 2): pg returns it as a string. */
  goalValue: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  timeToConversion: number | null;
  achievedAt: CreatedAt;
}

/** Page views per UTC day and path, kept by triggers on page_views; never written by code. */
export interface PageViewDailyTable {
  day: ColumnType<Date, never, never>;
  path: ColumnType<string, never, never>;
  views: ColumnType<number, never, never>;
  /** bigint: pg returns it as a string. */
  timeTotal: ColumnType<string, never, never>;
  timeCount: ColumnType<number, never, never>;
}

/**
 * Visitor (non-staff) sessions per UTC day of their start, kept by triggers on
 * visitor_sessions; never written by code.
 */
export interface VisitorSessionDailyTable {
  /** yyyy-mm-dd (read as text, see handle.ts). */
  day: ColumnType<string, never, never>;
  sessions: ColumnType<number, never, never>;
  converted: ColumnType<number, never, never>;
  /** Seconds, numeric: pg returns it as a string. */
  durationTotal: ColumnType<string, never, never>;
}

/** Signed-in users with visitor sessions per UTC day, kept by the same triggers. */
export interface VisitorUserDailyTable {
  day: ColumnType<string, never, never>;
  userId: ColumnType<string, never, never>;
  sessions: ColumnType<number, never, never>;
}

/** Issue 18: stored advance states; past due is derived at read time (decision 024). */
export type AdvanceStateColumn = 'awaiting_funding' | 'funded' | 'repaid' | 'cancelled';
export type LedgerKindColumn = 'disbursement' | 'fee' | 'payment' | 'waiver' | 'reversal';
export type PaymentAuthorizationStatusColumn = 'pending' | 'paid' | 'ended' | 'withdrawn';

/** One per approved application; money columns are a projection of its ledger entries. */
export interface AdvancesTable {
  id: Generated<string>;
  applicationId: string;
  userId: string | null;
  state: ColumnType<AdvanceStateColumn, AdvanceStateColumn | undefined, AdvanceStateColumn>;
  benefitSchedule: string;
  principalCents: number;
  feeCents: number;
  amountFinancedCents: number;
  aprBasisPoints: number;
  /** Dates are yyyy-mm-dd strings. */
  disclosedDueDate: string;
  dueDate: string;
  days: number;
  fundedOn: string | null;
  balanceCents: ColumnType<number, number | undefined, number>;
  paidCents: ColumnType<number, number | undefined, number>;
  waivedCents: ColumnType<number, number | undefined, number>;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  paymentNoticeSentAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** The application's search text, copied by a trigger at insert (migration 2026_11_28_110000). */
  searchText: ColumnType<string, never, never>;
}

/** Per-state count and sums of `advances`, kept by a trigger (the Advances view's totals). */
export interface AdvanceStateTotalsTable {
  state: string;
  advances: ColumnType<string | number, never, never>;
  principalCents: ColumnType<string | number, never, never>;
  balanceCents: ColumnType<string | number, never, never>;
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (a trigger). */
export interface LedgerEntriesTable {
  id: Generated<string>;
  advanceId: string;
  kind: LedgerKindColumn;
  /** Always positive; the kind says which way it moves the balance. */
  amountCents: number;
  effectiveDate: string;
  method: string | null;
  reference: string | null;
  reason: string | null;
  reversesId: string | null;
  paymentAuthorizationId: string | null;
  actorId: string | null;
  actorRole: 'staff' | 'applicant' | 'system';
  createdAt: CreatedAt;
}

export interface PaymentAuthorizationsTable {
  id: Generated<string>;
  advanceId: string;
  userId: string | null;
  amountCents: number;
  payOn: string;
  status: ColumnType<
    PaymentAuthorizationStatusColumn,
    PaymentAuthorizationStatusColumn | undefined,
    PaymentAuthorizationStatusColumn
  >;
  failedAttempts: ColumnType<number, number | undefined, number>;
  endedReason: string | null;
  consentText: string;
  ipAddress: string | null;
  userAgent: string | null;
  ledgerEntryId: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  rateLimits: RateLimitsTable;
  mailOutbox: MailOutboxTable;
  activityLog: ActivityLogTable;
  applications: ApplicationsTable;
  applicationReviews: ApplicationReviewsTable;
  messages: MessagesTable;
  uploads: UploadsTable;
  attachments: AttachmentsTable;
  conversations: ConversationsTable;
  conversationMessages: ConversationMessagesTable;
  broadcasts: BroadcastsTable;
  broadcastReceipts: BroadcastReceiptsTable;
  broadcastRecipients: BroadcastRecipientsTable;
  messageReplies: MessageRepliesTable;
  announcements: AnnouncementsTable;
  liveEvents: LiveEventsTable;
  visitorSessions: VisitorSessionsTable;
  pageViews: PageViewsTable;
  interactions: InteractionsTable;
  goals: GoalsTable;
  pageViewDaily: PageViewDailyTable;
  visitorSessionDaily: VisitorSessionDailyTable;
  visitorUserDaily: VisitorUserDailyTable;
  userDevices: UserDevicesTable;
  totpCredentials: TotpCredentialsTable;
  recoveryCodes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkeyChallenges: PasskeyChallengesTable;
  apiTokens: ApiTokensTable;
  advances: AdvancesTable;
  advanceStateTotals: AdvanceStateTotalsTable;
  ledgerEntries: LedgerEntriesTable;
  paymentAuthorizations: PaymentAuthorizationsTable;
  documentRequests: DocumentRequestsTable;
  documentRequestItems: DocumentRequestItemsTable;
  applicationNotes: ApplicationNotesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMail = Insertable<MailOutboxTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplication = Insertable<ApplicationsTable>;
export type ApplicationReviewRow = Selectable<ApplicationReviewsTable>;
export type NewReview = Insertable<ApplicationReviewsTable>;
export type NewMessage = Insertable<MessagesTable>;
export type UploadRow = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type NewAttachment = Insertable<AttachmentsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ConversationMessageRow = Selectable<ConversationMessagesTable>;
export type NewConversationMessage = Insertable<ConversationMessagesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type BroadcastRow = Selectable<BroadcastsTable>;
export type MessageReplyRow = Selectable<MessageRepliesTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type NewAnnouncement = Insertable<AnnouncementsTable>;
export type LiveEventRow = Selectable<LiveEventsTable>;
