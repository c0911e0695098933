import { trpcOptions } from '../../lib/trpc';

/**
 * Keys that match every cached copy: of one conversation (with or without includeAll), of
 * the customer's list, of every page of the staff list. Only the keys are taken from the
 * app's options proxy (no request goes through it), so the live-event code that updates
 * the cache outside React uses the same keys as the screens' `useTRPC()` queries.
 */
export const conversationKey = (id: string) => trpcOptions.conversations.get.queryKey({ id });
export const myConversationsKey = () => trpcOptions.conversations.mine.queryKey();
export const staffConversationsKey = () => trpcOptions.admin.conversations.list.queryKey();
