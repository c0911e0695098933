import { router } from '../../trpc';
import { listMyApplications } from './list-my-applications';
import { submitApplication } from './submit-application';

export const applicationsRouter = router({ submit: submitApplication, mine: listMyApplications });
