// Test preload (main.process.test.ts): SIGUSR2 ends every worker thread the process made,
// as an out-of-memory crash or a WASM abort would end the embedded database's thread.
import { syncBuiltinESMExports } from 'node:module';
import threads from 'node:worker_threads';

const made = [];
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(...args) {
    super(...args);
    made.push(this);
  }
};
// Importers of `{ Worker }` from node:worker_threads see the subclass too.
syncBuiltinESMExports();
process.on('SIGUSR2', () => {
  for (const worker of made) void worker.terminate();
});
