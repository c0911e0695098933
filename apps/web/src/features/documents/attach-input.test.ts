import { describe, expect, it } from 'vitest';
import { attachInput } from './attach-input';

const file = { name: 'award letter.pdf', size: 2048, type: 'application/pdf' };
const uploaded = { objectPath: '/objects/uploads/1', fileSize: 2000, fileType: 'application/pdf' };

describe('attachInput', () => {
  it('sends customers as user_uploaded supporting documents', () => {
    expect(attachInput({ applicationId: 'app-1', file, uploaded, audience: 'customer' })).toEqual({
      applicationId: 'app-1',
      fileName: 'award letter.pdf',
      objectPath: '/objects/uploads/1',
      fileSize: 2000,
      fileType: 'application/pdf',
      uploadType: 'user_uploaded',
      category: 'supporting_document',
    });
  });

  it('sends staff uploads visible, not required, with the chosen category', () => {
    const input = attachInput({
      applicationId: 'app-1',
      file,
      uploaded,
      audience: 'staff',
      details: { category: 'income', description: '  March pay stub ' },
    });
    expect(input).toMatchObject({
      uploadType: 'admin',
      category: 'income',
      description: 'March pay stub',
      visibleToUser: true,
      isRequired: false,
    });
  });

  it('leaves out a blank description and falls back to the browser file facts', () => {
    const input = attachInput({
      applicationId: 'app-1',
      file: { name: 'notes', size: 5, type: '' },
      uploaded: { objectPath: '/objects/uploads/2' },
      audience: 'staff',
      details: { category: 'other', description: '   ' },
    });
    expect(input.description).toBeUndefined();
    expect(input.fileSize).toBe(5);
    expect(input.fileType).toBe('application/octet-stream');
  });
});
