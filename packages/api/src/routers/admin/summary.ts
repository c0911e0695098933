import { getAdminSummary } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const summary = staffProcedure.query(({ ctx }) => getAdminSummary(ctx.deps));
