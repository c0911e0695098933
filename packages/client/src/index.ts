export {
  type AdvanceClient,
  type AdvanceClientOptions,
  type AdvanceError,
  createAdvanceClient,
  describeError,
  type RouterInputs,
  type RouterOutputs,
  trpcUrl,
} from './client';
export { applicationColumns, type OutputFormat, toCsv } from './format';
export { type CliIo, runCli } from './program';
