import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../toast-store';
import { FakeUploadRequest } from './fake-upload-request';

/**
 * For component tests that upload: every XMLHttpRequest the code makes is a
 * FakeUploadRequest, collected in the returned array (emptied before each test), and the
 * page and toasts are cleared after each test.
 */
export function installFakeUploads(): FakeUploadRequest[] {
  const requests: FakeUploadRequest[] = [];
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeUploadRequest {
        constructor() {
          super();
          requests.push(this);
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    dismissToast();
  });
  return requests;
}
