import { createFileRoute } from '@tanstack/react-router';
import { MessageCenterPage } from '../features/messages/message-center-page';
import { cachedUser } from '../lib/route-context';

export const Route = createFileRoute('/messages')({
  // Started, not awaited (docs/decisions/014): the page never waits on its list, and a
  // failure is left to the screen's own error state. Only for a signed-in user: a visitor
  // is sent to sign in by the page (spec part 6), never by a 401 from a prefetch.
  loader: ({ context }) => {
    if (cachedUser(context))
      void context.queryClient.prefetchQuery(context.trpc.messages.inbox.queryOptions());
  },
  component: MessageCenterPage,
});
