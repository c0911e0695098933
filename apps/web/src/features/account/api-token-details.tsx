import { type ApiToken, apiTokenMessages, apiTokenScopeLabels } from '@advance/contracts';
import { Badge } from '../../components/ui/badge';
import { formatDate, formatDateTime } from '../../lib/format';

/** A token past its expiry still shows (the server lists it until revoked), marked Expired. */
export const isTokenExpired = (token: Pick<ApiToken, 'expiresAt'>, now = Date.now()) =>
  Date.parse(token.expiresAt) <= now;

/**
 * One API token's name, scopes and dates (issue 21), as the account page and the super
 * admin's tab show it. Staff screens are English. Each scope is shown by its name, its
 * plain-words meaning as a tooltip and for screen readers.
 */
export function ApiTokenDetails({ token, now }: { token: ApiToken; now?: number }) {
  const expired = isTokenExpired(token, now);
  return (
    <div className="min-w-0 space-y-1.5">
      <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
        {token.name}
        {expired ? <Badge variant="danger">{apiTokenMessages.expiredBadge}</Badge> : null}
      </p>
      <ul aria-label={apiTokenMessages.scopesLabel} className="flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li key={scope}>
            <Badge variant="neutral" title={apiTokenScopeLabels[scope]}>
              <code className="font-mono">{scope}</code>
              <span className="sr-only">: {apiTokenScopeLabels[scope]}</span>
            </Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {apiTokenMessages.createdOn} {formatDate(token.createdAt)} · {apiTokenMessages.expiresOn}{' '}
        {formatDate(token.expiresAt)}
      </p>
      <p className="text-sm text-slate-600">
        {token.lastUsedAt
          ? `${apiTokenMessages.lastUsed} ${formatDateTime(token.lastUsedAt)}${
              token.lastUsedIp ? ` · ${token.lastUsedIp}` : ''
            }`
          : apiTokenMessages.neverUsed}
      </p>
    </div>
  );
}
