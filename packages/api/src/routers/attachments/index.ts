import { router } from '../../trpc';
import { attach } from './attach';
import { list } from './list';
import { requestUpload } from './request-upload';

export const attachmentsRouter = router({ requestUpload, attach, list });
