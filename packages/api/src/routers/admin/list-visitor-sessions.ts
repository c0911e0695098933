import { visitorSessionsPageSchema, visitorSessionsQuerySchema } from '@advance/contracts';
import { listVisitorSessions as list } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listVisitorSessions = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(visitorSessionsQuerySchema)
  .output(visitorSessionsPageSchema)
  .query(({ ctx, input }) => list(ctx.deps, input));
