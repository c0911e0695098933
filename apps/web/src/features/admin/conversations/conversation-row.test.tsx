// @vitest-environment jsdom
import {
  type ConversationMessage,
  type ConversationWithMessages,
  chatMessages,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { adminConversation, message, withMessages } from '../../chat/testing/chat-fixtures';
import { ConversationRow } from './conversation-row';

afterEach(() => {
  cleanup();
  dismissToast();
});

const question = message({
  id: 'm1',
  senderType: 'user',
  senderId: 'u1',
  content: 'Did you get my award letter?',
});
const row = adminConversation({ unreadByAdmin: 1, lastMessage: question, title: 'Support' });

function api(open: ConversationWithMessages, overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'conversations.get') return open;
    if (path === 'conversations.markRead')
      return { messageIds: ['m1'], readAt: '2024-12-03T15:10:00.000Z' };
    throw new Error(`Unexpected call ${path}`);
  };
}

/** A send the test answers when it wants to. */
function deferredSend() {
  const pending: Array<{
    resolve: (m: ConversationMessage) => void;
    reject: (e: unknown) => void;
  }> = [];
  const handler: ProcedureHandler = () =>
    new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { handler, pending };
}

const openRow = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Rosa Diaz/ }));
  return screen.findByRole('log', { name: 'Messages with Rosa Diaz' });
};
const replyBox = () => screen.getByLabelText('Reply to Rosa Diaz') as HTMLTextAreaElement;
const send = (text: string) => {
  fireEvent.change(replyBox(), { target: { value: text } });
  fireEvent.keyDown(replyBox(), { key: 'Enter' });
};

describe('ConversationRow', () => {
  it('sums up the conversation in a disclosure button that opens the chat', async () => {
    renderWithTrpc(<ConversationRow conversation={row} />, api(withMessages([question])));
    const button = screen.getByRole('button', { name: /Rosa Diaz/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(button.textContent).toContain('1 unread');
    expect(button.textContent).toContain('rosa@example.com');
    expect(button.textContent).toContain('Rosa Diaz: Did you get my award letter?');

    const log = await openRow();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeTruthy();
    expect(within(log).getByText('Did you get my award letter?')).toBeTruthy();

    fireEvent.click(button);
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('marks the customer’s messages read a second after opening', async () => {
    const { calls } = renderWithTrpc(
      <ConversationRow conversation={row} />,
      api(withMessages([question])),
    );
    await openRow();
    expect(calls.some((call) => call.path === 'conversations.markRead')).toBe(false);
    await waitFor(
      () => expect(calls.filter((call) => call.path === 'conversations.markRead')).toHaveLength(1),
      { timeout: 3000 },
    );
  });

  it('shows a reply at once, sends it ~50 ms later and confirms it', async () => {
    const sendCall = deferredSend();
    const { calls } = renderWithTrpc(
      <ConversationRow conversation={row} />,
      api(withMessages([question]), { 'conversations.send': sendCall.handler }),
    );
    const log = await openRow();
    send('  Yes, it arrived.  ');

    // On screen before the server answered, and the box is free again.
    const item = within(log).getByText('Yes, it arrived.').closest('li');
    expect(item?.textContent).toContain('Sending…');
    expect(replyBox().value).toBe('');
    expect(calls.some((call) => call.path === 'conversations.send')).toBe(false);

    // A second Enter while it is on its way sends nothing.
    send('Again');
    await waitFor(() => expect(sendCall.pending).toHaveLength(1));
    expect(calls.find((call) => call.path === 'conversations.send')?.input).toEqual({
      conversationId: 'c1',
      content: 'Yes, it arrived.',
      // One key per message, so a retry after a lost answer is stored once.
      idempotencyKey: expect.stringMatching(/^.{8,}$/),
    });

    sendCall.pending[0]?.resolve(
      message({ id: 'm5', content: 'Yes, it arrived.', createdAt: '2024-12-03T15:05:00.000Z' }),
    );
    await waitFor(() => expect(item?.textContent).toContain('Sent'));
    // The confirmed message took the copy's place: the same element, still one of it.
    expect(within(log).getAllByText('Yes, it arrived.')).toHaveLength(1);
    expect(within(log).getByText('Yes, it arrived.').closest('li')).toBe(item);
  });

  it('takes a refused reply back, says why and returns the text', async () => {
    const sendCall = deferredSend();
    renderWithTrpc(
      <ConversationRow conversation={row} />,
      api(withMessages([question]), { 'conversations.send': sendCall.handler }),
    );
    const log = await openRow();
    send('Please upload page 2.');
    expect(within(log).getByText('Please upload page 2.')).toBeTruthy();
    await waitFor(() => expect(sendCall.pending).toHaveLength(1));

    sendCall.pending[0]?.reject(apiError(chatMessages.tooFast, 429));
    await waitFor(() => expect(within(log).queryByText('Please upload page 2.')).toBeNull());
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      variant: 'destructive',
      title: chatMessages.staffSendFailedTitle,
      description: chatMessages.tooFast,
    });
    expect(replyBox().value).toBe('Please upload page 2.');
  });

  it('falls back to the default text when the server gave none', async () => {
    renderWithTrpc(
      <ConversationRow conversation={row} />,
      api(withMessages([question]), {
        'conversations.send': () => {
          throw new Error('network down');
        },
      }),
    );
    await openRow();
    send('Hello');
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
        title: chatMessages.staffSendFailedTitle,
        description: chatMessages.staffSendFailed,
      }),
    );
  });
});
