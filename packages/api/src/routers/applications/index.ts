import { router } from '../../trpc';
import { emailStatus } from './email-status';
import { listMyApplications } from './list-my-applications';
import { submitApplication } from './submit-application';
import { withdraw } from './withdraw';

export const applicationsRouter = router({
  submit: submitApplication,
  mine: listMyApplications,
  withdraw,
  emailStatus,
});
