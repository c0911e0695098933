import { adminRouter } from './routers/admin/index';
import { applicationsRouter } from './routers/applications/index';
import { attachmentsRouter } from './routers/attachments/index';
import { authRouter } from './routers/auth/index';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  applications: applicationsRouter,
  attachments: attachmentsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side calls (the REST adapters) go through the same procedures as the SPA. */
export const createCaller = createCallerFactory(appRouter);
