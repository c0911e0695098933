import { describe, expect, it } from 'vitest';
import { idleUpload, type UploadState, uploadReducer } from './upload-state';

const uploading = (progress = 0): UploadState => ({
  status: 'uploading',
  fileName: 'award-letter.pdf',
  progress,
});

describe('uploadReducer', () => {
  it('goes idle → uploading → done', () => {
    const started = uploadReducer(idleUpload, { type: 'start', fileName: 'award-letter.pdf' });
    expect(started).toEqual(uploading(0));
    const halfway = uploadReducer(started, { type: 'progress', percent: 49.6 });
    expect(halfway).toEqual(uploading(50));
    expect(uploadReducer(halfway, { type: 'succeed' })).toEqual({
      status: 'done',
      fileName: 'award-letter.pdf',
    });
  });

  it('keeps the failure message with the file name', () => {
    expect(uploadReducer(uploading(30), { type: 'fail', message: 'Upload failed: 413' })).toEqual({
      status: 'failed',
      fileName: 'award-letter.pdf',
      message: 'Upload failed: 413',
    });
  });

  it('ignores a second file while one is uploading', () => {
    const state = uploading(10);
    expect(uploadReducer(state, { type: 'start', fileName: 'other.pdf' })).toBe(state);
  });

  it('starts again after done or failed', () => {
    const done: UploadState = { status: 'done', fileName: 'a.pdf' };
    const failed: UploadState = { status: 'failed', fileName: 'a.pdf', message: 'x' };
    expect(uploadReducer(done, { type: 'start', fileName: 'b.pdf' })).toMatchObject({
      status: 'uploading',
      fileName: 'b.pdf',
      progress: 0,
    });
    expect(uploadReducer(failed, { type: 'start', fileName: 'b.pdf' }).status).toBe('uploading');
  });

  it('clamps progress to 0–100 and never moves it back', () => {
    expect(uploadReducer(uploading(), { type: 'progress', percent: 250 })).toEqual(uploading(100));
    expect(uploadReducer(uploading(), { type: 'progress', percent: Number.NaN })).toEqual(
      uploading(0),
    );
    const state = uploading(60);
    expect(uploadReducer(state, { type: 'progress', percent: 40 })).toBe(state);
  });

  it('ignores progress and endings when nothing is uploading', () => {
    expect(uploadReducer(idleUpload, { type: 'progress', percent: 50 })).toBe(idleUpload);
    expect(uploadReducer(idleUpload, { type: 'succeed' })).toBe(idleUpload);
    expect(uploadReducer(idleUpload, { type: 'fail', message: 'x' })).toBe(idleUpload);
  });
});
