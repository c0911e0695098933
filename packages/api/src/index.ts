export type { Context, ProcedureCall } from './context';
export { type PublicError, toPublicError } from './errors';
export { type Caller, createLeanCaller } from './lean-caller';
export { verifyExactChecks } from './output-check';
export { type AppRouter, appRouter, createCaller } from './root';
export { type ProcedureCallOptions, prepareProcedures, runProcedure } from './run-procedure';
