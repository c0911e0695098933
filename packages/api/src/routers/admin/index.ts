import { router } from '../../trpc';
import { getApplication } from './get-application';
import { listApplications } from './list-applications';
import { listLogs } from './list-logs';
import { listReviews } from './list-reviews';
import { listUsers } from './list-users';
import { reviewApplication } from './review-application';
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
  users: router({ list: listUsers, setRole: setUserRole }),
  logs: router({ list: listLogs }),
});
