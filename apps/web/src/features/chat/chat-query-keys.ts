import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../lib/trpc';

/**
 * Keys that match every cached copy: of one conversation (with or without includeAll), of
 * the customer's list, of every page of the staff list.
 */
export const conversationKey = (id: string) => getQueryKey(trpc.conversations.get, { id }, 'query');
export const myConversationsKey = () => getQueryKey(trpc.conversations.mine, undefined, 'query');
export const staffConversationsKey = () =>
  getQueryKey(trpc.admin.conversations.list, undefined, 'query');
