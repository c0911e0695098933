import { getAdminSummary as getSummary } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const getAdminSummary = staffProcedure.query(({ ctx }) => getSummary(ctx.deps));
