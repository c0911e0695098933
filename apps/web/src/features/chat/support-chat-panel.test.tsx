// @vitest-environment jsdom
import { type Conversation, type ConversationWithMessages, chatMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application } from '../../lib/testing/application';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { SupportChatPanel } from './support-chat-panel';
import { conversation, message, withMessages } from './testing/chat-fixtures';

afterEach(() => {
  cleanup();
  dismissToast();
});

const latestToast = () => toastStore.getSnapshot().toasts[0];

function api(
  conversations: Conversation[],
  open: ConversationWithMessages,
  overrides: Record<string, ProcedureHandler> = {},
): ProcedureHandler {
  return (path, input) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'conversations.mine':
        return conversations;
      case 'conversations.get':
        return open;
      case 'conversations.start':
        return withMessages([], {
          id: 'new',
          title: 'Support',
          lastMessageAt: null,
          unreadByUser: 0,
        });
      case 'conversations.markRead':
        return { messageIds: ['m1'], readAt: '2024-12-03T15:10:00.000Z' };
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const review = message({
  id: 'm1',
  type: 'application',
  title: 'Application Approved',
  content: 'Good news!\nFunds arrive in 1-2 business days.',
  isRead: true,
  readAt: '2024-12-03T15:02:00.000Z',
});
const mine = message({
  id: 'm2',
  senderType: 'user',
  senderId: 'u1',
  content: '<b>Thanks</b>',
  createdAt: '2024-12-03T15:03:00.000Z',
});
const read = { ...conversation, unreadByUser: 0 };

describe('SupportChatPanel', () => {
  it('shows the conversation as a polite log with tags, titles and read state in words', async () => {
    renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([read], withMessages([review, mine], { unreadByUser: 0 })),
    );
    const log = await screen.findByRole('log', { name: 'Messages with support' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const [first, second] = within(log).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText(chatMessages.applicationReviewTag)).toBeTruthy();
    const title = within(first as HTMLElement).getByText('Application Approved');
    expect(title.className).toContain('font-bold');
    const body = within(first as HTMLElement).getByText(/Good news!/);
    expect(body.textContent).toBe('Good news!\nFunds arrive in 1-2 business days.');
    expect(body.className).toContain('whitespace-pre-wrap');
    expect(first?.textContent).toContain('Support Team');
    // Own messages say whether they were read; the text shows as typed, never as HTML.
    expect(second?.textContent).toContain('You');
    expect(second?.textContent).toContain('Sent');
    expect(within(second as HTMLElement).getByText('<b>Thanks</b>')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: 'Support Chat' }).style.height).toBe('550px');
  });

  it('starts a conversation about the application when the customer has none', async () => {
    const { calls } = renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([], withMessages([])),
    );
    expect(await screen.findByText(chatMessages.noMessagesYet)).toBeTruthy();
    const starts = calls.filter((call) => call.path === 'conversations.start');
    expect(starts).toEqual([{ path: 'conversations.start', input: { applicationId: 'app-1' } }]);
  });

  it('says when the conversation could not be started, and tries again', async () => {
    let attempts = 0;
    renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([], withMessages([]), {
        'conversations.start': () => {
          attempts += 1;
          if (attempts === 1) throw apiError('Server error', 500);
          return withMessages([], { id: 'new' });
        },
      }),
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: chatMessages.createErrorTitle,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(chatMessages.noMessagesYet)).toBeTruthy();
  });

  it('sends the trimmed text on Enter, shows it and clears the box', async () => {
    const sent = message({
      id: 'm3',
      senderType: 'user',
      content: 'When will I hear back?',
      createdAt: '2024-12-03T15:04:00.000Z',
    });
    const { calls } = renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([read], withMessages([review], { unreadByUser: 0 }), {
        'conversations.send': () => sent,
      }),
    );
    const box = await screen.findByLabelText(chatMessages.inputLabel);
    fireEvent.change(box, { target: { value: '  When will I hear back?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((call) => call.path === 'conversations.send')?.input).toEqual({
      conversationId: 'c1',
      content: 'When will I hear back?',
      idempotencyKey: expect.any(String),
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(latestToast()).toMatchObject({ title: chatMessages.messageSentTitle });
  });

  it('keeps the text and says so when sending fails', async () => {
    renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([read], withMessages([review], { unreadByUser: 0 }), {
        'conversations.send': () => {
          throw new Error('offline');
        },
      }),
    );
    const box = await screen.findByLabelText(chatMessages.inputLabel);
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: chatMessages.sendErrorTitle,
        description: chatMessages.sendError,
      }),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Hello?');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends a message with a key and reuses that key when the customer tries again', async () => {
    let attempts = 0;
    const { calls } = renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([read], withMessages([review], { unreadByUser: 0 }), {
        'conversations.send': () => {
          attempts += 1;
          // The first answer is lost (the server may have stored it): the key says so.
          if (attempts === 1) throw new Error('offline');
          return message({ id: 'm9', senderType: 'user', content: 'Hello?' });
        },
      }),
    );
    const box = await screen.findByLabelText(chatMessages.inputLabel);
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: chatMessages.sendErrorTitle }),
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    const keys = calls
      .filter((call) => call.path === 'conversations.send')
      .map((call) => (call.input as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });

  it('marks unread staff messages read a second after opening', async () => {
    const unread = message({ id: 'm1' });
    const started = Date.now();
    const { calls } = renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([conversation], withMessages([unread])),
    );
    await waitFor(
      () => expect(calls.some((call) => call.path === 'conversations.markRead')).toBe(true),
      { timeout: 3000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(calls.filter((call) => call.path === 'conversations.markRead')).toEqual([
      { path: 'conversations.markRead', input: { conversationId: 'c1' } },
    ]);
  });

  it('shows a general conversation beside this application’s in one time line, each message with its subject', async () => {
    const general = {
      ...conversation,
      id: 'g1',
      applicationId: null,
      title: 'Message: Documents',
      unreadByUser: 1,
      lastMessageAt: '2024-12-04T10:00:00.000Z',
    };
    const staffNote = message({
      id: 'g-m1',
      conversationId: 'g1',
      content: 'Please send your bank statement.',
      createdAt: '2024-12-04T10:00:00.000Z',
    });
    const { calls } = renderWithTrpc(
      <SupportChatPanel application={application} />,
      api([read, general], withMessages([review, mine], { unreadByUser: 0 }), {
        'conversations.get': (_path, input) =>
          (input as { id: string }).id === 'g1'
            ? withMessages([staffNote], general)
            : withMessages([review, mine], { unreadByUser: 0 }),
        'conversations.markRead': () => ({
          messageIds: ['g-m1'],
          readAt: '2024-12-04T10:01:00.000Z',
        }),
        'conversations.send': () =>
          message({
            id: 'g-m2',
            conversationId: 'g1',
            senderType: 'user',
            content: 'Sent it',
            createdAt: '2024-12-04T10:02:00.000Z',
          }),
      }),
    );
    const log = await screen.findByRole('log', { name: 'Messages with support' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    const items = within(log).getAllByRole('listitem');
    // Oldest first: the application's thread, then the newer staff message at the bottom.
    expect(items[0]?.textContent).toContain(chatMessages.subjectLabel('Support'));
    expect(items[2]?.textContent).toContain('Please send your bank statement.');
    expect(items[2]?.textContent).toContain(chatMessages.subjectLabel('Message: Documents'));
    expect(screen.queryByLabelText('Conversation')).toBeNull();
    // The reply goes to the latest staff message's conversation, and says so.
    expect(screen.getByText(chatMessages.replyingTo('Message: Documents'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(chatMessages.inputLabel), {
      target: { value: 'Sent it' },
    });
    fireEvent.keyDown(screen.getByLabelText(chatMessages.inputLabel), { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'conversations.send')?.input).toMatchObject({
        conversationId: 'g1',
        content: 'Sent it',
      }),
    );
    // What is shown and unread is marked read, in its own conversation.
    await waitFor(
      () =>
        expect(calls.filter((call) => call.path === 'conversations.markRead')).toEqual([
          { path: 'conversations.markRead', input: { conversationId: 'g1' } },
        ]),
      { timeout: 3000 },
    );
  });
});
