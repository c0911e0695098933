// @vitest-environment jsdom
import {
  type AdminMessage,
  chatMessages,
  messageCenterMessages,
  type Reply,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { toastStore } from '../../../lib/toast-store';
import { AdminMessagesPanel } from './admin-messages-panel';

afterEach(cleanup);

const rosa = { id: 'u1', email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Diaz' };

const direct: AdminMessage = {
  id: 'm1',
  kind: 'direct',
  title: 'Your application was approved',
  content: 'Good news!\nFunds soon.',
  type: 'approved',
  priority: 'high',
  status: 'read',
  sentAt: '2024-12-03T15:07:00.000Z',
  readAt: '2024-12-03T18:30:00.000Z',
  senderName: 'Ann Lee',
  senderEmail: 'ann@x.test',
  recipient: rosa,
  readCount: null,
  replyCount: 1,
};
const broadcast: AdminMessage = {
  ...direct,
  id: 'b1',
  kind: 'broadcast',
  title: 'Holiday hours',
  type: 'system',
  priority: 'normal',
  status: 'unread',
  readAt: null,
  recipient: null,
  readCount: 0,
  replyCount: 0,
};
const rosaReply: Reply = {
  id: 'r1',
  content: 'Thank you!',
  sentBy: 'user',
  sentAt: '2024-12-03T19:00:00.000Z',
};

function api(overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'admin.messages.list':
        return { items: [broadcast, direct], total: 2 };
      case 'admin.messages.get': {
        const { id } = input as { id: string };
        return id === 'm1'
          ? { message: direct, threads: [{ user: rosa, replies: [rosaReply] }] }
          : { message: broadcast, threads: [] };
      }
      case 'admin.messages.broadcast':
        return { ...broadcast, id: 'b2', ...(input as object) };
      case 'admin.messages.reply':
        return {
          id: 'r2',
          content: (input as { content: string }).content,
          sentBy: 'support',
          sentAt: '2024-12-04T09:00:00.000Z',
        };
      case 'admin.logs.list':
        return [];
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const latestToast = () => toastStore.getSnapshot().toasts[0];
const rowOf = (title: string) => {
  const row = screen.getByText(title, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('AdminMessagesPanel', () => {
  it('lists sent messages with recipient, sender, priority, read state and replies', async () => {
    renderWithTrpc(<AdminMessagesPanel />, api());
    await screen.findByRole('table');
    const cells = (title: string) =>
      Array.from(rowOf(title).querySelectorAll('td')).map((td) => td.textContent);

    const directCells = cells(direct.title);
    expect(directCells.slice(1, 6)).toEqual([
      'Rosa Diaz',
      'Ann Lee',
      'High',
      expect.stringMatching(/^ReadDec 03, 2024 at \d{1,2}:30 [AP]M$/),
      '1',
    ]);
    expect(cells(broadcast.title).slice(1, 6)).toEqual([
      'All customers',
      'Ann Lee',
      'Normal',
      'Sent',
      '0',
    ]);
  });

  it('broadcasts after checking the required fields', async () => {
    const { calls } = renderWithTrpc(<AdminMessagesPanel />, api());
    fireEvent.click(await screen.findByRole('button', { name: 'Broadcast Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Broadcast Message' });
    const send = within(dialog).getByRole('button', { name: 'Send Broadcast' });

    fireEvent.click(send);
    expect(await within(dialog).findByText(chatMessages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(chatMessages.contentRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Closed Monday' },
    });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'We reopen Tuesday.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'urgent' } });
    fireEvent.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'admin.messages.broadcast')?.input).toEqual({
      title: 'Closed Monday',
      content: 'We reopen Tuesday.',
      priority: 'urgent',
    });
    expect(latestToast()).toMatchObject({ title: messageCenterMessages.broadcastSentTitle });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.messages.list')).toHaveLength(2),
    );
  });

  it("says why a broadcast failed, with the spec's default when the server gave no reason", async () => {
    renderWithTrpc(
      <AdminMessagesPanel />,
      api({
        'admin.messages.broadcast': () => {
          throw new Error('offline');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Broadcast Message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'T' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'C' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Broadcast' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: messageCenterMessages.broadcastFailedTitle,
        description: messageCenterMessages.broadcastFailed,
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a message with its replies and lets staff answer the customer', async () => {
    const { calls } = renderWithTrpc(<AdminMessagesPanel />, api());
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(direct.title)).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(dialog.textContent).toContain('Good news!');
    const thread = await within(dialog).findByRole('list');
    expect(thread.textContent).toContain('Rosa Diaz');
    expect(thread.textContent).toContain('Thank you!');

    fireEvent.change(within(dialog).getByLabelText('Reply to Rosa Diaz'), {
      target: { value: 'Glad to help.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(thread.textContent).toContain('Glad to help.'));
    expect(calls.find((c) => c.path === 'admin.messages.reply')?.input).toEqual({
      messageId: 'm1',
      userId: 'u1',
      content: 'Glad to help.',
      // One key per reply, so a retry after a lost answer is stored once.
      idempotencyKey: expect.stringMatching(/^.{8,}$/),
    });
    expect(latestToast()).toMatchObject({ title: messageCenterMessages.replySentTitle });
  });

  it('says when a broadcast has no replies yet', async () => {
    renderWithTrpc(<AdminMessagesPanel />, api());
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(broadcast.title)).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(await within(dialog).findByText('No replies yet.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('reports a failed staff reply', async () => {
    renderWithTrpc(
      <AdminMessagesPanel />,
      api({
        'admin.messages.reply': () => {
          throw apiError(messageCenterMessages.notFound, 404);
        },
      }),
    );
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(direct.title)).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Reply to Rosa Diaz'), {
      target: { value: 'Hello' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: messageCenterMessages.replyFailedTitle,
        description: messageCenterMessages.notFound,
      }),
    );
  });
});
