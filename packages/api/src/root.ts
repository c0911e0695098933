import { authRouter } from './routers/auth/index';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side calls (the REST adapters) go through the same procedures as the SPA. */
export const createCaller = createCallerFactory(appRouter);
