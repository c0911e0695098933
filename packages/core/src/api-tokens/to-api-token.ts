import { type ApiToken, type ApiTokenScope, apiTokenScopes } from '@advance/contracts';
import type { ApiTokenListRow } from '@advance/db';

/** Scopes as stored, kept to the ones that exist (a renamed scope grants nothing). */
export const knownScopes = (stored: readonly string[]): ApiTokenScope[] =>
  apiTokenScopes.filter((scope) => stored.includes(scope));

export const toApiToken = (row: ApiTokenListRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: knownScopes(row.scopes),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
});
