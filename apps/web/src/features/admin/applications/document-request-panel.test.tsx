// @vitest-environment jsdom
import {
  type DocumentRequest,
  decisionMessages,
  staffDocumentRequestTexts as texts,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { DocumentRequestPanel } from './document-request-panel';

afterEach(() => {
  cleanup();
  dismissToast();
});

const request: DocumentRequest = {
  id: 'req-1',
  dueDate: '2024-12-20',
  createdAt: '2024-12-03T15:07:00.000Z',
  closedAt: null,
  overdue: false,
  items: [
    {
      id: 'item-1',
      category: 'identity',
      description: 'A photo ID',
      state: 'received',
      attachmentId: 'att-1',
      receivedAt: '2024-12-04T15:07:00.000Z',
      resolvedAt: null,
    },
    {
      id: 'item-2',
      category: 'benefits',
      description: 'Your award letter',
      state: 'satisfied',
      attachmentId: null,
      receivedAt: null,
      resolvedAt: '2024-12-05T15:07:00.000Z',
    },
  ],
};

function api(current: DocumentRequest | null, overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'admin.documentRequests.get':
        return current;
      case 'admin.documentRequests.satisfyItem':
        return {
          ...request,
          items: request.items.map((i) => ({ ...i, state: 'satisfied' as const })),
        };
      case 'admin.documentRequests.addItem': {
        const { category, description } = input as { category: 'income'; description: string };
        return {
          ...request,
          items: [
            ...request.items,
            { ...request.items[0], id: 'item-3', category, description, state: 'pending' },
          ],
        };
      }
      case 'admin.applications.get':
      case 'admin.applications.list':
      case 'admin.logs.list':
        return null;
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

describe('DocumentRequestPanel', () => {
  it('shows nothing when documents were never requested', async () => {
    const { calls, container } = renderWithTrpc(
      <DocumentRequestPanel applicationId="app-1" />,
      api(null),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('lists each item with its state in words and offers Mark satisfied where it applies', async () => {
    renderWithTrpc(<DocumentRequestPanel applicationId="app-1" />, api(request));
    expect(await screen.findByRole('heading', { name: texts.panelTitle })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(first?.textContent).toMatch(
      /A photo ID.*Category: Identity.*Received .*Status: Received/,
    );
    expect(second?.textContent).toMatch(/Your award letter.*Accepted .*Status: Accepted/);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Mark satisfied: A photo ID' }),
    ).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('marks an item satisfied and shows the answer', async () => {
    const { calls } = renderWithTrpc(<DocumentRequestPanel applicationId="app-1" />, api(request));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark satisfied: A photo ID' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.documentRequests.satisfyItem')?.input).toEqual({
        applicationId: 'app-1',
        itemId: 'item-1',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Mark satisfied/ })).toBeNull(),
    );
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({ title: texts.satisfied });
  });

  it('adds an item; a blank description is refused on the field before sending', async () => {
    const { calls } = renderWithTrpc(<DocumentRequestPanel applicationId="app-1" />, api(request));
    const description = await screen.findByLabelText(texts.descriptionLabel);
    fireEvent.click(screen.getByRole('button', { name: texts.addButton }));
    const error = await screen.findByText(decisionMessages.itemDescriptionRequired);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls.some((c) => c.path === 'admin.documentRequests.addItem')).toBe(false);

    fireEvent.change(screen.getByLabelText(texts.categoryLabel), { target: { value: 'income' } });
    fireEvent.change(description, { target: { value: 'A pay stub' } });
    fireEvent.click(screen.getByRole('button', { name: texts.addButton }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.documentRequests.addItem')?.input).toEqual({
        applicationId: 'app-1',
        category: 'income',
        description: 'A pay stub',
      }),
    );
    expect(await screen.findByText('A pay stub')).toBeTruthy();
  });

  it('reports a refused add (no open request) without losing the form', async () => {
    renderWithTrpc(
      <DocumentRequestPanel applicationId="app-1" />,
      api(request, {
        'admin.documentRequests.addItem': () => {
          throw apiError(decisionMessages.noOpenRequest, 409);
        },
      }),
    );
    fireEvent.change(await screen.findByLabelText(texts.descriptionLabel), {
      target: { value: 'A pay stub' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.addButton }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]?.description).toBe(decisionMessages.noOpenRequest),
    );
    expect((screen.getByLabelText(texts.descriptionLabel) as HTMLInputElement).value).toBe(
      'A pay stub',
    );
  });
});
