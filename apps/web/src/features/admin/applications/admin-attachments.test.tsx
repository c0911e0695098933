// @vitest-environment jsdom
import { type Attachment, attachmentMessages, MAX_UPLOAD_BYTES } from '@advance/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeUploads } from '../../../lib/testing/fake-uploads';
import { apiError, type ProcedureHandler, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { toastStore } from '../../../lib/toast-store';
import { AdminAttachments } from './admin-attachments';

const fromApplicant: Attachment = {
  id: 'att-1',
  applicationId: 'app-1',
  fileName: 'award-letter.pdf',
  fileSize: 2048,
  fileType: 'application/pdf',
  objectPath: '/objects/uploads/1',
  uploadType: 'user_uploaded',
  description: null,
  category: 'supporting_document',
  visibleToUser: true,
  isRequired: false,
  createdAt: '2024-12-03T15:07:00.000Z',
};
const fromStaff: Attachment = {
  ...fromApplicant,
  id: 'att-2',
  fileName: 'id-check.png',
  uploadType: 'admin',
  category: 'identity',
  description: 'Checked against the licence',
  visibleToUser: false,
};

const requests = installFakeUploads();

function api(overrides: Record<string, ProcedureHandler> = {}) {
  return (path: string, input: unknown) => {
    const override = overrides[path];
    if (override) return override(path, input);
    switch (path) {
      case 'attachments.list':
        return [fromApplicant, fromStaff];
      case 'admin.attachments.setVisibility':
        return { ...fromApplicant, ...(input as object) };
      case 'admin.attachments.delete':
        return { id: 'att-1' };
      case 'admin.attachments.requestUpload':
        return {
          uploadURL: '/api/uploads/u1?token=t',
          objectPath: '/objects/uploads/new',
          expiresAt: '2024-12-03T15:22:00.000Z',
          maxBytes: MAX_UPLOAD_BYTES,
        };
      case 'attachments.attach':
        return { ...fromStaff, id: 'att-3' };
      case 'admin.logs.list':
        return [];
      default:
        throw new Error(`Unexpected call ${path}`);
    }
  };
}

const latestToast = () => toastStore.getSnapshot().toasts[0];
const rowOf = (fileName: string) => {
  const row = screen.getByText(fileName, { selector: 'p' }).closest('li');
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
};

describe('AdminAttachments', () => {
  it('lists every document with who uploaded it and whether the applicant sees it', async () => {
    renderWithTrpc(<AdminAttachments applicationId="app-1" />, api());
    await screen.findByText('award-letter.pdf', { selector: 'p' });

    const applicantRow = rowOf('award-letter.pdf');
    expect(applicantRow.textContent).toContain('Visible to applicant');
    expect(applicantRow.textContent).toContain('Uploaded by:Applicant');
    expect(applicantRow.textContent).toContain('Category:Supporting Document');
    const staffRow = rowOf('id-check.png');
    expect(staffRow.textContent).toContain('Hidden from applicant');
    expect(staffRow.textContent).toContain('Uploaded by:Staff');
    expect(staffRow.textContent).toContain('Checked against the licence');

    for (const name of [
      'Download award-letter.pdf',
      'Hide award-letter.pdf from applicant',
      'Delete award-letter.pdf',
      'Show id-check.png to applicant',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('hides a document and says so', async () => {
    const { calls } = renderWithTrpc(<AdminAttachments applicationId="app-1" />, api());
    fireEvent.click(
      await screen.findByRole('button', { name: 'Hide award-letter.pdf from applicant' }),
    );

    await screen.findByRole('button', { name: 'Show award-letter.pdf to applicant' });
    expect(rowOf('award-letter.pdf').textContent).toContain('Hidden from applicant');
    expect(calls.find((c) => c.path === 'admin.attachments.setVisibility')?.input).toEqual({
      id: 'att-1',
      visibleToUser: false,
    });
    expect(latestToast()).toMatchObject({
      title: attachmentMessages.visibilityUpdatedTitle,
      description: attachmentMessages.nowHidden,
    });
  });

  it("shows the server's reason when visibility cannot change", async () => {
    renderWithTrpc(
      <AdminAttachments applicationId="app-1" />,
      api({
        'admin.attachments.setVisibility': () => {
          throw apiError(attachmentMessages.notFound, 404);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show id-check.png to applicant' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: attachmentMessages.updateFailedTitle,
        description: attachmentMessages.notFound,
      }),
    );
  });

  it('asks before deleting, then removes the row and keeps focus in the section', async () => {
    const { calls } = renderWithTrpc(<AdminAttachments applicationId="app-1" />, api());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete award-letter.pdf' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Attachment' });
    expect(dialog.textContent).toContain(attachmentMessages.deleteConfirm);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(calls.some((c) => c.path === 'admin.attachments.delete')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('award-letter.pdf', { selector: 'p' })).toBeNull();
    expect(calls.find((c) => c.path === 'admin.attachments.delete')?.input).toEqual({
      id: 'att-1',
    });
    expect(latestToast()).toMatchObject({
      title: attachmentMessages.deletedTitle,
      description: attachmentMessages.deleted,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Attachments' })),
    );
  });

  it('keeps the confirmation open when the delete fails', async () => {
    renderWithTrpc(
      <AdminAttachments applicationId="app-1" />,
      api({
        'admin.attachments.delete': () => {
          throw new Error('offline');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete award-letter.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: attachmentMessages.deleteFailedTitle,
        description: attachmentMessages.deleteFailed,
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('uploads through the staff door with the chosen category and description', async () => {
    const { calls } = renderWithTrpc(<AdminAttachments applicationId="app-1" />, api());
    await screen.findByText('award-letter.pdf', { selector: 'p' });
    const category = screen.getByLabelText('Category');
    expect((category as HTMLSelectElement).value).toBe('other');
    fireEvent.change(category, { target: { value: 'income' } });
    const description = screen.getByLabelText('Description (optional)');
    expect(description.getAttribute('maxlength')).toBe('500');
    fireEvent.change(description, { target: { value: 'March pay stub' } });

    fireEvent.change(screen.getByLabelText('Upload Document'), {
      target: { files: [new File(['%PDF'], 'stub.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(calls.some((c) => c.path === 'admin.attachments.requestUpload')).toBe(true);
    requests[0]?.respond(200, { objectPath: '/objects/uploads/new', fileSize: 4 });

    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: attachmentMessages.adminUploadSuccessTitle,
        description: attachmentMessages.uploadSuccess,
      }),
    );
    expect(calls.find((c) => c.path === 'attachments.attach')?.input).toMatchObject({
      applicationId: 'app-1',
      fileName: 'stub.pdf',
      uploadType: 'admin',
      category: 'income',
      description: 'March pay stub',
      visibleToUser: true,
      isRequired: false,
    });
    expect((description as HTMLTextAreaElement).value).toBe('');
  });

  it('says the file information could not be saved', async () => {
    renderWithTrpc(
      <AdminAttachments applicationId="app-1" />,
      api({
        'attachments.attach': () => {
          throw apiError(attachmentMessages.objectNotFound, 404);
        },
      }),
    );
    await screen.findByText('award-letter.pdf', { selector: 'p' });
    fireEvent.change(screen.getByLabelText('Upload Document'), {
      target: { files: [new File(['%PDF'], 'stub.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.respond(201, { objectPath: '/objects/uploads/new' });
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        title: attachmentMessages.saveFailedTitle,
        description: attachmentMessages.saveFailed,
      }),
    );
  });
});
