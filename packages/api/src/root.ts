import { accountRouter } from './routers/account/index';
import { adminRouter } from './routers/admin/index';
import { advancesRouter } from './routers/advances/index';
import { announcementsRouter } from './routers/announcements/index';
import { applicationsRouter } from './routers/applications/index';
import { attachmentsRouter } from './routers/attachments/index';
import { authRouter } from './routers/auth/index';
import { conversationsRouter } from './routers/conversations/index';
import { liveRouter } from './routers/live/index';
import { messagesRouter } from './routers/messages/index';
import { pricingRouter } from './routers/pricing/index';
import { trackerRouter } from './routers/tracker/index';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  applications: applicationsRouter,
  advances: advancesRouter,
  attachments: attachmentsRouter,
  conversations: conversationsRouter,
  messages: messagesRouter,
  announcements: announcementsRouter,
  admin: adminRouter,
  live: liveRouter,
  tracker: trackerRouter,
  pricing: pricingRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side calls (the REST adapters) go through the same procedures as the SPA. */
export const createCaller = createCallerFactory(appRouter);
