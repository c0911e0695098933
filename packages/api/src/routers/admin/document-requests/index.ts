import { router } from '../../../trpc';
import { addDocumentItem } from './add-document-item';
import { getDocumentRequest } from './get-document-request';
import { satisfyDocumentItem } from './satisfy-document-item';

/** Issue 19: the checklist after a request exists (staff). */
export const adminDocumentRequestsRouter = router({
  get: getDocumentRequest,
  satisfyItem: satisfyDocumentItem,
  addItem: addDocumentItem,
});
