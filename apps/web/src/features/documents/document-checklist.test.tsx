// @vitest-environment jsdom
import {
  type CustomerApplication,
  type DocumentRequest,
  documentRequestTexts,
  MAX_UPLOAD_BYTES,
} from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '../../i18n/set-app-locale';
import { application } from '../../lib/testing/application';
import { installFakeUploads } from '../../lib/testing/fake-uploads';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { useTRPC } from '../../lib/trpc';
import { DocumentChecklist } from './document-checklist';

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
      state: 'pending',
      attachmentId: null,
      receivedAt: null,
      resolvedAt: null,
    },
    {
      id: 'item-2',
      category: 'benefits',
      description: 'Your award letter',
      state: 'received',
      attachmentId: 'att-1',
      receivedAt: '2024-12-04T10:00:00.000Z',
      resolvedAt: null,
    },
    {
      id: 'item-3',
      category: 'income',
      description: 'A pay stub',
      state: 'satisfied',
      attachmentId: null,
      receivedAt: null,
      resolvedAt: '2024-12-05T10:00:00.000Z',
    },
  ],
};

const requests = installFakeUploads();

afterEach(async () => {
  await setAppLocale('en');
});

const withRequest = (documentRequest: DocumentRequest | null): CustomerApplication => ({
  ...application,
  status: 'Additional Documentation Requested',
  documentRequest,
});

function api(path: string) {
  if (path === 'attachments.requestUpload')
    return {
      uploadURL: 'http://localhost/api/uploads/u1?token=t',
      objectPath: '/objects/uploads/new',
      expiresAt: '2024-12-03T15:22:00.000Z',
      maxBytes: MAX_UPLOAD_BYTES,
    };
  if (path === 'attachments.attach') return { id: 'att-2' };
  if (path === 'applications.mine') return [];
  throw new Error(`Unexpected call ${path}`);
}

/** The dashboard's list, as it reads applications.mine; a refresh calls it again. */
function Dashboard({ of }: { of: CustomerApplication }) {
  const trpc = useTRPC();
  useQuery(trpc.applications.mine.queryOptions());
  return <DocumentChecklist application={of} />;
}

describe('DocumentChecklist', () => {
  it('lists each item with its category and state in words, and the due date', () => {
    renderWithTrpc(<DocumentChecklist application={withRequest(request)} />, api);
    expect(
      screen.getByRole('heading', { name: documentRequestTexts.checklistHeading }),
    ).toBeTruthy();
    expect(screen.getByText(documentRequestTexts.dueBy('Dec 20, 2024'))).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/A photo ID.*Category: Identity.*Status: Needed/),
      expect.stringMatching(/Your award letter.*Category: Benefits.*Status: Received/),
      expect.stringMatching(/A pay stub.*Category: Income.*Status: Accepted/),
    ]);
    // An Upload button for every item not yet accepted, named for the item.
    expect(within(items[0] as HTMLElement).getByLabelText('Upload A photo ID')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByLabelText('Upload Your award letter')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByLabelText(/Upload/)).toBeNull();
    expect(screen.queryByText(documentRequestTexts.overdue)).toBeNull();
    expect(screen.queryByText(documentRequestTexts.allReceived)).toBeNull();
  });

  it('speaks Spanish: heading, due date, category, state and the Upload button', async () => {
    await setAppLocale('es');
    renderWithTrpc(
      <DocumentChecklist application={withRequest({ ...request, overdue: true })} />,
      api,
    );
    expect(screen.getByRole('heading', { name: 'Documentos que necesitamos' })).toBeTruthy();
    expect(screen.getByText('Fecha límite: 20 dic 2024')).toBeTruthy();
    expect(screen.getByText(/^La fecha límite ya pasó/)).toBeTruthy();
    const [first] = screen.getAllByRole('listitem');
    expect(first?.textContent).toMatch(/A photo ID.*Tipo: Identidad.*Estado: Falta/);
    expect(within(first as HTMLElement).getByLabelText('Subir A photo ID')).toBeTruthy();
  });

  it('says when the due date has passed, and when everything is in', () => {
    const { unmount } = renderWithTrpc(
      <DocumentChecklist application={withRequest({ ...request, overdue: true })} />,
      api,
    );
    expect(screen.getByText(documentRequestTexts.overdue)).toBeTruthy();
    unmount();
    const allIn = request.items.map((item) => ({ ...item, state: 'received' as const }));
    renderWithTrpc(
      <DocumentChecklist application={withRequest({ ...request, items: allIn })} />,
      api,
    );
    expect(screen.getByText(documentRequestTexts.allReceived)).toBeTruthy();
  });

  it('shows nothing without an open request', () => {
    const { container, unmount } = renderWithTrpc(
      <DocumentChecklist application={withRequest(null)} />,
      api,
    );
    expect(container.textContent).toBe('');
    unmount();
    const closed = { ...request, closedAt: '2024-12-06T10:00:00.000Z' };
    const again = renderWithTrpc(<DocumentChecklist application={withRequest(closed)} />, api);
    expect(again.container.textContent).toBe('');
  });

  it('uploads against the item and refreshes the checklist', async () => {
    const { calls } = renderWithTrpc(<Dashboard of={withRequest(request)} />, api);
    const mineCalls = () => calls.filter((call) => call.path === 'applications.mine').length;
    await waitFor(() => expect(mineCalls()).toBe(1));
    const input = screen.getByLabelText('Upload A photo ID');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(201, {
      objectPath: '/objects/uploads/new',
      fileSize: 8,
      fileType: 'application/pdf',
    });
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'attachments.attach')?.input).toMatchObject({
        applicationId: 'app-1',
        objectPath: '/objects/uploads/new',
        documentItemId: 'item-1',
      }),
    );
    await waitFor(() => expect(mineCalls()).toBe(2));
  });
});
