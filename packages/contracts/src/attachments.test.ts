import { describe, expect, it } from 'vitest';
import {
  attachFileInputSchema,
  downloadPath,
  formatAttachmentCategory,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  uploadRefusalMessage,
} from './attachments';
import { attachmentMessages } from './messages';

describe('attachments contract', () => {
  it('shows categories with spaces and capitals (spec part 2)', () => {
    expect(formatAttachmentCategory('supporting_document')).toBe('Supporting Document');
    expect(formatAttachmentCategory('income')).toBe('Income');
  });

  it('keeps the spec limit of 10,485,760 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10.0 MB');
  });

  it('accepts the spec payload and explains a missing name', () => {
    const ok = attachFileInputSchema.safeParse({
      applicationId: 'x',
      fileName: ' a.pdf ',
      fileSize: 10,
      fileType: 'application/pdf',
      objectPath: '/objects/uploads/1',
      uploadType: 'user_uploaded',
      description: '',
      category: 'supporting_document',
      visibleToUser: true,
      isRequired: false,
    });
    expect(ok.success && ok.data.fileName).toBe('a.pdf');
    const missing = attachFileInputSchema.safeParse({ applicationId: 'x', objectPath: 'p' });
    expect(missing.error?.issues[0]?.message).toBe(attachmentMessages.fileNameRequired);
  });

  it('builds the download path of the spec', () => {
    expect(downloadPath('abc')).toBe('/attachments/abc/download');
  });

  it('words the transfer failure as the spec does', () => {
    expect(attachmentMessages.uploadFailedWith(413, 'File too large')).toBe(
      'Upload failed: 413 File too large',
    );
  });

  it('tells a refused upload in a sentence, never by its status (issue 20)', () => {
    expect(uploadRefusalMessage(415, 'Unsupported Media Type')).toBe(
      attachmentMessages.typeNotAllowed,
    );
    expect(uploadRefusalMessage(413, '')).toBe(attachmentMessages.fileTooLarge);
    expect(uploadRefusalMessage(400, attachmentMessages.emptyFile)).toBe(
      attachmentMessages.emptyFile,
    );
    expect(uploadRefusalMessage(500, 'Error 500')).toBe(attachmentMessages.uploadFailed);
    expect(uploadRefusalMessage(null, '')).toBe(attachmentMessages.uploadFailed);
  });
});
