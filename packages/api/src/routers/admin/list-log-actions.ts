import { knownActivityActions } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** The action names the log's filter offers. */
export const listLogActions = staffProcedure.query(() => knownActivityActions());
