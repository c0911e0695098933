import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { loadConfig } from './config';
import { createRuntime } from './runtime';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// A server stopped right after it started: the prune it began at start meets a closed
// database. That is a shutdown, not a failure, and must not be logged as an error.
it('stops right after starting without logging the start-up prune as a failure', async () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  dataDir = await mkdtemp(join(tmpdir(), 'advance-close-'));
  const config = loadConfig({ DATA_DIR: dataDir, APP_ORIGIN: 'http://app.test' });
  const runtime = await createRuntime(
    config,
    pino(loggerOptions('info') as pino.LoggerOptions, sink),
  );
  await runtime.close();
  // Give a cut-short prune its turn to report.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
});
