// @vitest-environment jsdom
import { chatMessages, enScreens, type InboxMessage } from '@advance/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/app-texts';
import { i18n } from '../../i18n/i18n';
import { setAppLocale } from '../../i18n/set-app-locale';
import { application } from '../../lib/testing/application';
import { type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { MessageList } from '../chat/message-list';
import { toastNewChatMessage } from '../chat/new-chat-message-toast';
import { SupportChatPanel } from '../chat/support-chat-panel';
import { conversation, message, withMessages } from '../chat/testing/chat-fixtures';
import { MessageCenter } from './message-center';

/*
 * Issue 20: a Spanish-speaking customer reads and answers their messages in Spanish: the
 * Message Center, the chat and their toasts, with dates written the es-US way. Staff's
 * parts of the shared chat log stay English.
 */
beforeAll(() => setAppLocale('es'));
afterAll(() => setAppLocale('en'));
afterEach(() => {
  cleanup();
  dismissToast();
});

const latestToast = () => toastStore.getSnapshot().toasts[0];

const inboxMessage: InboxMessage = {
  id: 'm1',
  title: 'Necesitamos un documento',
  content: 'Suba su carta de beneficios.',
  type: 'action_required',
  priority: 'normal',
  status: 'unread',
  sentAt: '2024-12-03T15:07:00.000Z',
  readAt: null,
  applicationId: null,
  replies: [{ id: 'r1', content: 'Gracias', sentBy: 'user', sentAt: '2024-12-03T16:00:00.000Z' }],
};

function inbox(reply: ProcedureHandler): ProcedureHandler {
  return (path, input) => {
    if (path === 'messages.inbox') return [inboxMessage];
    if (path === 'messages.get') return { ...inboxMessage, status: 'read' };
    if (path === 'messages.reply') return reply(path, input);
    throw new Error(`Unexpected call ${path}`);
  };
}

describe('the Message Center in Spanish', () => {
  it('speaks Spanish: heading, type badge, sender, es-US dates and the reply form', async () => {
    renderWithTrpc(
      <MessageCenter />,
      inbox(() => {
        throw new Error('offline');
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Centro de mensajes');
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText('Necesitamos algo de usted')).toBeTruthy();
    expect(detail.textContent).toContain('De Equipo de ayuda');
    expect(detail.textContent).toMatch(/03 dic 2024, \d{1,2}:07\s[ap]\.\s?m\./);
    expect(within(detail).getByText('Usted')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Mensajes' })).toBeTruthy();

    // An empty reply is refused in Spanish; a failed one toasts a plain Spanish title.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Escriba su respuesta')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Su respuesta'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: 'No se envió su respuesta',
      }),
    );
  });
});

describe('the chat in Spanish', () => {
  const api: ProcedureHandler = (path) => {
    if (path === 'conversations.mine') return [{ ...conversation, unreadByUser: 0 }];
    if (path === 'conversations.get')
      return withMessages([message({ isRead: true }), message({ id: 'm2', senderType: 'user' })]);
    if (path === 'conversations.markRead') return { messageIds: [], readAt: null };
    throw new Error(`Unexpected call ${path}`);
  };

  it('shows the panel, the log and the box in Spanish', async () => {
    renderWithTrpc(<SupportChatPanel application={application} />, api);
    const log = await screen.findByRole('log', { name: 'Mensajes con el equipo de ayuda' });
    const [staff, own] = within(log).getAllByRole('listitem');
    expect(staff?.textContent).toContain('Equipo de ayuda');
    expect(own?.textContent).toContain('Usted');
    expect(own?.textContent).toContain('Enviado');
    expect(screen.getByRole('heading', { name: 'Chat con el equipo de ayuda' })).toBeTruthy();
    const box = screen.getByLabelText('Mensaje para el equipo de ayuda');
    expect(box.getAttribute('placeholder')).toBe('Escriba su mensaje…');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('announces a staff message with a Spanish toast whose action opens the chat', () => {
    toastNewChatMessage(new QueryClient(), message());
    const toast = latestToast();
    expect(toast?.title).toBe('Tiene un mensaje nuevo');
    render(<div>{toast?.description}</div>);
    expect(screen.getByRole('button', { name: 'Abrir el chat' })).toBeTruthy();
  });
});

describe('the staff side of the shared chat log', () => {
  it('stays English on a Spanish page', () => {
    render(
      <MessageList
        messages={[message({ senderType: 'user', isRead: true, readAt: message().createdAt })]}
        viewer="admin"
        customerName="Rosa Diaz"
        label="Messages with Rosa Diaz"
        emptyText="No messages yet"
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Rosa Diaz');
    expect(item.textContent).not.toContain('Leído');
    expect(item.textContent).toMatch(/Dec 03, 2024 at \d{1,2}:01 [AP]M/);
  });
});

describe('the English texts stay the spec’s', () => {
  it('keeps the chat toast and the unread label exactly as in English', async () => {
    await act(() => setAppLocale('en'));
    try {
      expect(i18n.t('toast.newMessage', { ns: 'chat' })).toBe(chatMessages.newMessage);
      expect(i18n.t('navUnread', { ns: 'shell', count: 3 })).toBe(chatMessages.navUnread(3));
      expect(enScreens.shell.navUnread).toBe(chatMessages.navUnread(0).replace('0', '{{count}}'));
    } finally {
      await act(() => setAppLocale('es'));
    }
  });
});
