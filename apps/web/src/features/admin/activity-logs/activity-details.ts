import { formatDateTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { capitalize } from '../../../lib/text';

/**
 * Issue 20: staff read an entry's details as "Label: value" pairs, never as raw JSON or id
 * fragments. Ids are left out (the entry's actor and target already say who and what);
 * money in cents reads as dollars, instants as dates, yes/no as words.
 */
export interface DetailPair {
  label: string;
  value: string;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_VALUE = 160;

/** Labels that camelCase would get wrong or leave technical. */
const knownLabels: Record<string, string> = {
  ipAddress: 'IP address',
  fileName: 'File',
  payOn: 'Pay on',
  totp: 'Authenticator app',
  hadSecondFactor: 'Had two-factor sign-in',
  messageSent: 'Message sent',
  returned: 'Shown',
  userAgent: 'Browser',
};

/** "dueDate" → "Due date"; "amountCents" → "Amount"; "reason_code" → "Reason code". */
export function detailLabel(key: string): string {
  const known = knownLabels[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? capitalize(words) : key;
}

/** Ids say nothing to a person, except an API token's: staff match it with the token list. */
const isIdKey = (key: string) => key !== 'tokenId' && (key === 'id' || /(Id|_id|Ids)$/.test(key));

function shorten(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One value as words, or null when it says nothing a person can use (ids, empties). */
function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/Cents$/.test(key)) return formatCents(value);
    return value.toLocaleString('en-US');
  }
  if (typeof value === 'string') {
    if (UUID.test(value)) return null;
    if (ISO_INSTANT.test(value)) return formatDateTime(value) || shorten(value);
    if (ISO_DAY.test(value)) return formatDateTime(`${value}T00:00:00`).replace(/ at .*$/, '');
    return shorten(value);
  }
  if (Array.isArray(value)) {
    const parts = value.map((item) => valueText(key, item)).filter((v): v is string => !!v);
    return parts.length > 0 ? shorten(parts.join(', ')) : null;
  }
  if (typeof value === 'object') {
    const parts = detailPairs(value).map(({ label, value: v }) => `${label.toLowerCase()} ${v}`);
    return parts.length > 0 ? shorten(parts.join(', ')) : null;
  }
  return null;
}

/** The pairs shown in the Details column, in the order the entry wrote them. */
export function detailPairs(details: unknown): DetailPair[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== 'object' || Array.isArray(details)) {
    const value = valueText('details', details);
    return value ? [{ label: 'Details', value }] : [];
  }
  const pairs: DetailPair[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (isIdKey(key)) continue;
    const text = valueText(key, value);
    if (text) pairs.push({ label: detailLabel(key), value: text });
  }
  return pairs;
}

/** What the entry acted on, in words: "An application", "An account"; never an id. */
const targetWords: Record<string, string> = {
  user: 'An account',
  users: 'The user list',
  application: 'An application',
  applications: 'The applications list',
  attachment: 'A document',
  advance: 'An advance',
  advances: 'The advances list',
  announcement: 'An announcement',
  conversation: 'A chat',
  message: 'A message',
  document_request: 'A document request',
  payment_authorization: 'A payment authorisation',
  ledger_entry: 'A ledger entry',
  session: 'A session',
  passkey: 'A passkey',
  api_token: 'An API token',
};

/**
 * The Target column. An entry about the actor's own account says "Own account"; anything
 * else names its kind ("An application"). The full id stays in the cell's title for staff
 * who must look it up.
 */
export function targetText(
  targetType: string | null,
  targetId: string | null,
  actorId: string | null,
): string {
  if (!targetType && !targetId) return '—';
  if (targetType === 'user' && targetId !== null && targetId === actorId) return 'Own account';
  if (!targetType) return '—';
  return targetWords[targetType] ?? capitalize(targetType.replace(/_/g, ' '));
}
