import { router } from '../../trpc';
import { attachFile } from './attach-file';
import { listAttachments } from './list-attachments';
import { requestUpload } from './request-upload';

export const attachmentsRouter = router({
  requestUpload,
  attach: attachFile,
  list: listAttachments,
});
