// @vitest-environment jsdom
import { chatMessages, NEW_MESSAGE_TOAST_MS, type PublicUser } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveConnection } from '../../lib/live/live-connection';
import { createFakeLiveChannel } from '../../lib/testing/fake-live-channel';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { CustomerConversation } from './customer-conversation';
import { message, withMessages } from './testing/chat-fixtures';
import { useLiveEvents } from './use-live-events';

afterEach(() => {
  cleanup();
  dismissToast();
});

const customer: PublicUser = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user',
} as PublicUser;
const staff: PublicUser = { ...customer, id: 'staff-1', email: 'staff@example.com', role: 'admin' };

function Live({
  user,
  connection,
}: {
  user: PublicUser | null;
  connection: ReturnType<typeof createLiveConnection>;
}) {
  useLiveEvents(user, connection);
  return null;
}

function Summary() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.admin.summary.queryOptions());
  return <p>Unread: {summary.data?.unreadMessages ?? '…'}</p>;
}

const openToasts = () => toastStore.getSnapshot().toasts.filter((t) => t.open);
const staffReply = message({
  id: 'm2',
  content: 'Your funds are on the way.',
  createdAt: '2024-12-03T15:04:00.000Z',
});
const newMessage = { type: 'new_message', conversationId: 'c1', message: staffReply } as const;

function setup(user: PublicUser | null, extra: React.ReactNode = null) {
  const live = createFakeLiveChannel();
  const connection = createLiveConnection({ url: () => 'ws://localhost/trpc' });
  let unread = 1;
  const view = renderWithTrpc(
    <>
      <Live user={user} connection={connection} />
      {extra}
    </>,
    (path) => {
      if (path === 'conversations.get')
        return withMessages([message({ isRead: true })], { unreadByUser: 0 });
      if (path === 'conversations.markRead')
        return { messageIds: ['m2'], readAt: '2024-12-03T15:05:00.000Z' };
      if (path === 'admin.summary')
        return { totalApplications: 1, pendingReview: 0, totalUsers: 1, unreadMessages: unread++ };
      throw new Error(`Unexpected call ${path}`);
    },
    { live },
  );
  return { ...view, live, connection };
}

describe('useLiveEvents', () => {
  it('does not subscribe for a visitor', () => {
    const { live } = setup(null);
    expect(live.subscriberCount()).toBe(0);
  });

  it('shows a staff message live in the open conversation, once, with a toast', async () => {
    const { live } = setup(customer, <CustomerConversation conversationId="c1" />);
    const log = await screen.findByRole('log');
    expect(live.subscriberCount()).toBe(1);
    expect(live.inputs.at(-1)).toEqual({ lastEventId: null });

    act(() => live.emit('10', newMessage));
    expect(await within(log).findByText('Your funds are on the way.')).toBeTruthy();
    const shown = toastStore.getSnapshot().toasts[0];
    expect(shown).toMatchObject({
      title: chatMessages.newMessageTitle,
      duration: NEW_MESSAGE_TOAST_MS,
    });
    // Issue 20: the spec's text, and the way to the chat that shows the message.
    render(<div>{shown?.description}</div>);
    expect(screen.getByText(chatMessages.newMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: chatMessages.openChat })).toBeTruthy();

    act(() => dismissToast());
    act(() => live.emit('10', newMessage));
    expect(within(log).getAllByText('Your funds are on the way.')).toHaveLength(1);
    expect(openToasts()).toHaveLength(0);
  });

  it('does not toast the customer for their own messages', async () => {
    const { live } = setup(customer);
    await waitFor(() => expect(live.subscriberCount()).toBe(1));
    act(() =>
      live.emit('11', {
        type: 'new_message',
        conversationId: 'c1',
        message: message({ id: 'm3', senderType: 'user' }),
      }),
    );
    expect(openToasts()).toHaveLength(0);
  });

  it('refreshes the staff summary on each event, without toasts', async () => {
    const { live, calls } = setup(staff, <Summary />);
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    act(() => live.emit('12', newMessage));
    expect(await screen.findByText('Unread: 2')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'admin.summary')).toHaveLength(2);
    expect(openToasts()).toHaveLength(0);
  });

  it('lets go while paused and resumes from the last event after Reconnect', async () => {
    const { live, connection } = setup(customer);
    await waitFor(() => expect(live.subscriberCount()).toBe(1));
    act(() => live.emit('41', newMessage));

    act(() => connection.pause());
    expect(live.subscriberCount()).toBe(0);
    act(() => connection.reconnect());
    await waitFor(() => expect(live.subscriberCount()).toBe(1));
    expect(live.inputs.at(-1)).toEqual({ lastEventId: '41' });
  });

  it('starts again from the last event when the server ends the subscription', async () => {
    const { live } = setup(customer);
    await waitFor(() => expect(live.subscriberCount()).toBe(1));
    act(() => live.emit('7', newMessage));
    act(() => live.stop());
    await waitFor(() => expect(live.subscriberCount()).toBe(1));
    expect(live.inputs.at(-1)).toEqual({ lastEventId: '7' });
  });
});
