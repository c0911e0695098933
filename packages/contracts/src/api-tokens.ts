import { z } from 'zod';
import { idSchema, text } from './fields';

/**
 * Issue 21: personal API tokens for internal tools. Staff create them from the account
 * page; a script sends `Authorization: Bearer <token>` to /trpc or the REST paths. A token
 * can do only what its owner's role and its scopes both allow. Staff-only screens: English.
 */
export const apiTokenScopes = [
  'applications:read',
  'applications:review',
  'documents:read',
  'users:read',
  'messages:send',
  'analytics:read',
  'exports:read',
] as const;

export const apiTokenScopeSchema = z.enum(apiTokenScopes, {
  error: 'Choose scopes from the list.',
});
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** What each scope lets a token do, as the account page and the CLI's help say it. */
export const apiTokenScopeLabels: Record<ApiTokenScope, string> = {
  'applications:read': 'Read applications, their reviews and notes',
  'applications:review': 'Review applications (change their status)',
  'documents:read': 'List and download application documents',
  'users:read': 'List and search accounts',
  'messages:send': 'Send and answer Message Center messages',
  'analytics:read': 'Read visitor analytics',
  'exports:read': 'Download CSV exports',
};

/** A token lives at most this long (the limit); the form offers shorter choices. */
export const API_TOKEN_MAX_DAYS = 90;
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 60, 90] as const;
export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** Live (unrevoked, unexpired) tokens one person may hold: a ceiling on forgotten keys. */
export const API_TOKENS_PER_USER_MAX = 20;
/** Calls per token per minute, across every instance (the counter is in the database). */
export const API_TOKEN_CALLS_PER_MINUTE = 120;
/** Every token starts with this, so secret scanners and people can recognise one. */
export const API_TOKEN_PREFIX = 'bat_';

export const apiTokenMessages = {
  // Account page
  sectionTitle: 'API tokens',
  sectionIntro:
    'A token lets an internal tool or script act as you, limited to the scopes you choose. Treat it like a password.',
  listLabel: 'Your API tokens',
  noTokens: 'You have no API tokens.',
  loadFailed: 'Your API tokens could not be loaded. Please try again.',
  nameLabel: 'Name',
  nameHint: 'What the token is for, such as “Nightly report”.',
  scopesLabel: 'Scopes',
  expiryLabel: 'Expires after',
  expiryChoice: (days: number) => `${days} days`,
  createButton: 'Create token',
  creating: 'Creating...',
  createdTitle: 'Token created',
  shownOnce: 'Copy this token now. It will not be shown again.',
  tokenLabel: (name: string) => `Token “${name}”`,
  copyButton: 'Copy token',
  copied: 'Copied',
  doneButton: 'Done',
  createdOn: 'Created',
  expiresOn: 'Expires',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  expiredBadge: 'Expired',
  revokeButton: 'Revoke',
  revokeLabel: (name: string) => `Revoke token ${name}`,
  revokeConfirmTitle: 'Revoke this token?',
  revokeConfirm: (name: string) =>
    `Tools using “${name}” will stop working at once. This cannot be undone.`,
  revokeCancel: 'Cancel',
  revokeConfirmButton: 'Revoke token',
  revokedTitle: 'Token revoked',
  revokeFailedTitle: 'Token not revoked',
  createFailedTitle: 'Token not created',
  // Admin tab (super admin)
  adminTabTitle: 'API tokens',
  adminIntro: 'Every live API token, whoever owns it. Revoking one stops it at once.',
  ownerColumn: 'Owner',

  // Validation
  nameRequired: 'Give the token a name.',
  nameTooLong: `The name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Choose at least one scope.',
  expiryRange: `Choose an expiry between 1 and ${API_TOKEN_MAX_DAYS} days.`,

  // Server refusals
  invalidToken: 'This API token is not valid. It may be mistyped, expired or revoked.',
  notForTokens: 'API tokens cannot be used for this. Sign in to the app instead.',
  scopeMissing: (scope: string) => `This API token does not have the “${scope}” scope.`,
  tooManyCalls: 'This API token made too many calls. Wait a minute and try again.',
  tooManyTokens: `You already have ${API_TOKENS_PER_USER_MAX} active tokens. Revoke one before creating another.`,
  notFound: 'API token not found.',
  staffOnly: 'Only staff can create API tokens.',
} as const;

export const createApiTokenInputSchema = z.object({
  name: text({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, { error: apiTokenMessages.nameRequired })
    .max(API_TOKEN_NAME_MAX_LENGTH, { error: apiTokenMessages.nameTooLong }),
  scopes: z
    .array(apiTokenScopeSchema, { error: apiTokenMessages.scopesRequired })
    .min(1, { error: apiTokenMessages.scopesRequired })
    .max(apiTokenScopes.length)
    // Order and repeats carry no meaning: stored once each, in the list's order.
    .transform((scopes) => apiTokenScopes.filter((s) => scopes.includes(s))),
  expiresInDays: z
    .number({ error: apiTokenMessages.expiryRange })
    .int({ error: apiTokenMessages.expiryRange })
    .min(1, { error: apiTokenMessages.expiryRange })
    .max(API_TOKEN_MAX_DAYS, { error: apiTokenMessages.expiryRange }),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInputSchema>;
/** The input as checked: name trimmed, scopes once each in the list's order. */
export type CreateApiTokenData = z.output<typeof createApiTokenInputSchema>;

export const apiTokenIdInputSchema = z.object({ id: idSchema });

/** A token as its owner sees it: never the secret, which exists only in the create answer. */
export const apiTokenSchema = z.object({
  id: text(),
  name: text(),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: text(),
  expiresAt: text(),
  lastUsedAt: text().nullable(),
  lastUsedIp: text().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The create answer: the only time the token itself is sent. */
export const createdApiTokenSchema = z.object({
  id: text(),
  token: text(),
  name: text(),
  scopes: z.array(apiTokenScopeSchema),
  expiresAt: text(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** The super admin's list: every live token with its owner. */
export const adminApiTokenSchema = apiTokenSchema.extend({
  owner: z.object({ id: text(), email: text(), name: text() }),
});
export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;
export const adminApiTokenListSchema = z.object({ tokens: z.array(adminApiTokenSchema) });
