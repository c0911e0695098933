// @vitest-environment jsdom
import { chatMessages } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { UsersTab } from './users-tab';

afterEach(() => {
  cleanup();
  dismissToast();
});

const rosa = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user' as const,
  createdAt: '2024-12-03T15:07:00.000Z',
  roleLocked: false,
};
const nameless = { ...rosa, id: 'u2', email: 'sam@example.com', firstName: null, lastName: null };

function api(overrides: Record<string, ProcedureHandler> = {}): ProcedureHandler {
  return (path, input) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'admin.users.list') return { items: [rosa, nameless], total: 2 };
    if (path === 'admin.conversations.start') return { id: 'c9', messages: [] };
    throw new Error(`Unexpected call ${path}`);
  };
}

const latestToast = () => toastStore.getSnapshot().toasts[0];

async function openDialogFor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Message ${name}` }));
  return screen.findByRole('dialog', { name: 'Send Message' });
}

describe('Send Message from the Users tab', () => {
  it('names each Message button after its user', async () => {
    renderWithTrpc(<UsersTab canChangeRoles={false} />, api());
    expect(await screen.findByRole('button', { name: 'Message Rosa Diaz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message sam@example.com' })).toBeTruthy();
  });

  it('needs a title and a message', async () => {
    const { calls } = renderWithTrpc(<UsersTab canChangeRoles={false} />, api());
    const dialog = await openDialogFor('Rosa Diaz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText(chatMessages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(chatMessages.contentRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === 'admin.conversations.start')).toBe(false);
  });

  it('starts the conversation, says so and closes', async () => {
    const { calls } = renderWithTrpc(<UsersTab canChangeRoles={false} />, api());
    const dialog = await openDialogFor('Rosa Diaz');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' Documents ' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'Please upload your award letter.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === 'admin.conversations.start')?.input).toEqual({
      userId: 'u1',
      title: 'Documents',
      content: 'Please upload your award letter.',
    });
    expect(latestToast()).toMatchObject({
      title: chatMessages.staffSentTitle,
      description: 'Your message to Rosa Diaz was sent.',
    });
  });

  it('keeps the dialog open and toasts the server’s reason on failure', async () => {
    renderWithTrpc(
      <UsersTab canChangeRoles={false} />,
      api({
        'admin.conversations.start': () => {
          throw apiError(chatMessages.userNotFound, 404);
        },
      }),
    );
    const dialog = await openDialogFor('sam@example.com');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Hi' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: chatMessages.staffMessageFailedTitle,
        description: chatMessages.userNotFound,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Send Message' })).toBeTruthy();
  });
});
