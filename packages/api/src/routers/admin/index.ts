import { router } from '../../trpc';
import { deleteAttachment } from './delete-attachment';
import { getApplication } from './get-application';
import { listApplications } from './list-applications';
import { listLogs } from './list-logs';
import { listReviews } from './list-reviews';
import { listUsers } from './list-users';
import { requestUpload } from './request-upload';
import { reviewApplication } from './review-application';
import { setAttachmentVisibility } from './set-attachment-visibility';
import { setUserRole } from './set-user-role';
import { summary } from './summary';

export const adminRouter = router({
  summary,
  applications: router({
    list: listApplications,
    get: getApplication,
    reviews: listReviews,
    review: reviewApplication,
  }),
  attachments: router({
    requestUpload,
    setVisibility: setAttachmentVisibility,
    delete: deleteAttachment,
  }),
  users: router({ list: listUsers, setRole: setUserRole }),
  logs: router({ list: listLogs }),
});
