import { router } from '../../trpc';
import { authorizePayment } from './authorize-payment';
import { forApplication } from './for-application';
import { mine } from './mine';
import { withdrawAuthorization } from './withdraw-authorization';

export const advancesRouter = router({
  mine,
  forApplication,
  authorizePayment,
  withdrawAuthorization,
});
