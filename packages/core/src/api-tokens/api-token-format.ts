import { API_TOKEN_PREFIX } from '@advance/contracts';
import { generateSessionToken, parseSessionToken } from '../auth/session-token';

/**
 * An API token is a session-shaped `<id>.<secret>` (Lucia guide: the id finds the row,
 * only SHA-256 of the secret is stored) behind a fixed prefix, so a token pasted into a
 * chat or a repository is recognisable as one.
 */
export function generateApiToken() {
  const { id, token, secretHash } = generateSessionToken();
  return { id, token: `${API_TOKEN_PREFIX}${token}`, secretHash };
}

export function parseApiToken(raw: string): { id: string; secret: string } | null {
  if (!raw.startsWith(API_TOKEN_PREFIX)) return null;
  return parseSessionToken(raw.slice(API_TOKEN_PREFIX.length));
}
