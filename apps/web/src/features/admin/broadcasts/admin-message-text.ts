import type { AdminMessage } from '@advance/contracts';
import { formatDateTime } from '../../../lib/format';
import { nameOrEmail } from '../../../lib/person-name';

/** Who a message went to: the customer, or everyone for a broadcast. */
export function recipientText(message: Pick<AdminMessage, 'kind' | 'recipient'>): string {
  if (message.kind === 'broadcast' || !message.recipient) return 'All customers';
  return nameOrEmail(message.recipient);
}

/** Who sent it; messages the system wrote on its own have no sender. */
export function senderText(message: Pick<AdminMessage, 'senderName' | 'senderEmail'>): string {
  return message.senderName?.trim() || message.senderEmail || 'System';
}

export interface ReadStateText {
  /** "Sent" or "Read" (spec part 3). */
  label: 'Sent' | 'Read';
  /** When it was read, or how many customers opened a broadcast. */
  detail: string | null;
}

/**
 * Spec part 3: staff see Sent, or Read with the read time. A broadcast has one reader per
 * customer, so it says how many have opened it instead of one time.
 */
export function readStateText(
  message: Pick<AdminMessage, 'kind' | 'status' | 'readAt' | 'readCount'>,
): ReadStateText {
  if (message.kind === 'broadcast') {
    const count = message.readCount ?? 0;
    return count > 0
      ? { label: 'Read', detail: `by ${count} customer${count === 1 ? '' : 's'}` }
      : { label: 'Sent', detail: null };
  }
  if (message.status !== 'read') return { label: 'Sent', detail: null };
  return { label: 'Read', detail: message.readAt ? formatDateTime(message.readAt) : null };
}
