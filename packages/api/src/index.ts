export type { Context, ProcedureCall } from './context';
export { type PublicError, toPublicError } from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
