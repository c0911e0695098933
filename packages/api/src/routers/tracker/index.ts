import { router } from '../../trpc';
import { endSession } from './end-session';
import { getSession } from './get-session';
import { recordGoal } from './record-goal';
import { recordInteraction } from './record-interaction';
import { recordPageView } from './record-page-view';
import { startSession } from './start-session';
import { updatePageView } from './update-page-view';
import { updateSession } from './update-session';

/** The visitor tracker's calls (spec part 7, "Tracker calls"). */
export const trackerRouter = router({
  startSession,
  getSession,
  updateSession,
  endSession,
  recordPageView,
  updatePageView,
  recordInteraction,
  recordGoal,
});
