// @vitest-environment jsdom
import { type Attachment, attachmentMessages, MAX_UPLOAD_BYTES } from '@advance/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application } from '../../lib/testing/application';
import { installFakeUploads } from '../../lib/testing/fake-uploads';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { toastStore } from '../../lib/toast-store';
import { SupportingDocumentsPanel } from './supporting-documents-panel';

const awardLetter: Attachment = {
  id: 'att-1',
  applicationId: 'app-1',
  fileName: 'award-letter.pdf',
  fileSize: 12_595,
  fileType: 'application/pdf',
  objectPath: '/objects/uploads/1',
  uploadType: 'admin',
  description: null,
  category: 'benefits',
  visibleToUser: true,
  isRequired: false,
  createdAt: '2024-12-03T15:07:00.000Z',
};

const requests = installFakeUploads();

function api(documents: Attachment[], overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    if (path === 'attachments.list') return documents;
    if (path === 'attachments.requestUpload') {
      return {
        uploadURL: 'http://localhost/api/uploads/u1?token=t',
        objectPath: '/objects/uploads/new',
        expiresAt: '2024-12-03T15:22:00.000Z',
        maxBytes: MAX_UPLOAD_BYTES,
      };
    }
    if (path === 'attachments.attach') return { ...awardLetter, id: 'att-2' };
    throw new Error(`Unexpected call ${path}`);
  };
}

const latestToast = () => toastStore.getSnapshot().toasts[0];
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload Document'), { target: { files: [file] } });

describe('SupportingDocumentsPanel', () => {
  it('lists the documents with their facts and a named download button', async () => {
    renderWithTrpc(<SupportingDocumentsPanel application={application} />, api([awardLetter]));
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('award-letter.pdf');
    expect(item.textContent).toContain('Category:Benefits');
    expect(item.textContent).toContain('Size:12.3 KB');
    expect(item.textContent).toContain('Uploaded:Dec 03, 2024');
    // Issue 20: one line of facts on a phone; category and size speak for themselves.
    const category = within(item).getByText('Category:');
    expect(category.className).toContain('sr-only');
    expect(within(item).getByText('Uploaded:').className).not.toContain('sr-only');
    const name = within(item).getByText('award-letter.pdf', { selector: 'p' });
    expect(name.className).toContain('truncate');
    expect(name.getAttribute('title')).toBe('award-letter.pdf');
    expect(within(item).getByRole('button', { name: 'Download award-letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Supporting Documents' })).toBeTruthy();
  });

  it('says when there are no documents', async () => {
    renderWithTrpc(<SupportingDocumentsPanel application={application} />, api([]));
    expect(await screen.findByText(attachmentMessages.noDocuments)).toBeTruthy();
  });

  it('offers a labelled file input limited to the allowed types', () => {
    renderWithTrpc(<SupportingDocumentsPanel application={application} />, api([]));
    const input = screen.getByLabelText('Upload Document');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(
      '.pdf,.jpg,.jpeg,.png,.heic,.webp,.gif,.tif,.tiff,.doc,.docx,.txt,.csv',
    );
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('up to 10 MB');
    expect(screen.queryByText(attachmentMessages.documentsRequested)).toBeNull();
  });

  it('writes out a documents request next to the button and ties it to the input', () => {
    renderWithTrpc(
      <SupportingDocumentsPanel
        application={{ ...application, status: 'Additional Documentation Requested' }}
      />,
      api([]),
    );
    const request = screen.getByText(attachmentMessages.documentsRequested);
    const input = screen.getByLabelText('Upload Document');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(request.id);
  });

  it('uploads with progress, attaches as the customer and announces success', async () => {
    const { calls } = renderWithTrpc(
      <SupportingDocumentsPanel application={application} />,
      api([]),
    );
    const file = new File(['%PDF-1.7'], 'pay stub.pdf', { type: 'application/pdf' });
    pick(file);

    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    if (!request) throw new Error('no upload request');
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('http://localhost/api/uploads/u1?token=t');
    expect(request.headers['Content-Type']).toBe('application/pdf');
    expect(screen.getByLabelText('Upload Document')).toHaveProperty('disabled', true);

    request.progress(4, 8);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading pay stub.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toBe('Uploading pay stub.pdf…');

    request.respond(201, {
      objectPath: '/objects/uploads/new',
      fileSize: 8,
      fileType: 'application/pdf',
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `pay stub.pdf: ${attachmentMessages.uploadSuccess}`,
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Upload Document')).toHaveProperty('disabled', false);
    expect(calls.find((call) => call.path === 'attachments.attach')?.input).toEqual({
      applicationId: 'app-1',
      fileName: 'pay stub.pdf',
      objectPath: '/objects/uploads/new',
      fileSize: 8,
      fileType: 'application/pdf',
      uploadType: 'user_uploaded',
      category: 'supporting_document',
    });
    expect(latestToast()).toMatchObject({
      title: attachmentMessages.uploadSuccessTitle,
      description: attachmentMessages.uploadSuccess,
    });
    // The list is fetched again so the new document appears.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'attachments.list')).toHaveLength(2),
    );
  });

  it('refuses a file over 10 MB without sending anything', async () => {
    const { calls } = renderWithTrpc(
      <SupportingDocumentsPanel application={application} />,
      api([]),
    );
    const big = new File(['x'], 'scan.tif', { type: 'image/tiff' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    pick(big);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `scan.tif: ${attachmentMessages.fileTooLarge}`,
      ),
    );
    expect(latestToast()).toMatchObject({
      variant: 'destructive',
      title: attachmentMessages.fileTooLargeTitle,
      description: attachmentMessages.fileTooLarge,
    });
    expect(calls.some((call) => call.path === 'attachments.requestUpload')).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('tells a refused file type in a sentence, without the status number', async () => {
    renderWithTrpc(<SupportingDocumentsPanel application={application} />, api([]));
    pick(new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(415, { message: attachmentMessages.typeNotAllowed });

    const expected = attachmentMessages.typeNotAllowed;
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`tool.exe: ${expected}`),
    );
    expect(screen.getByRole('status').textContent).not.toContain('415');
    expect(latestToast()).toMatchObject({
      title: attachmentMessages.uploadErrorTitle,
      description: expected,
    });
  });

  it('says the upload could not be prepared', async () => {
    renderWithTrpc(
      <SupportingDocumentsPanel application={application} />,
      api([], {
        'attachments.requestUpload': () => {
          throw apiError('Too many attempts.', 429);
        },
      }),
    );
    pick(new File(['a'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(latestToast()?.description).toBe(attachmentMessages.prepareFailed));
    expect(requests).toHaveLength(0);
  });
});
