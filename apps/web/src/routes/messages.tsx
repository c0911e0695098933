import { createFileRoute } from '@tanstack/react-router';
import { MessageCenterPage } from '../features/messages/message-center-page';
import { currentUser } from '../lib/current-user-store';
import { DataProvider } from '../lib/data-provider';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/messages')({
  // Started, not awaited (docs/decisions/014): the page never waits on its list, and a
  // failure is left to the screen's own error state. Only for a signed-in user: a visitor
  // is sent to sign in by the page (spec part 6), never by a 401 from a prefetch.
  loader: () => {
    if (currentUser())
      prefetch(({ queryClient, trpc }) =>
        queryClient.prefetchQuery(trpc.messages.inbox.queryOptions()),
      );
  },
  component: MessagesRoute,
});

function MessagesRoute() {
  return (
    <DataProvider>
      <MessageCenterPage />
    </DataProvider>
  );
}
