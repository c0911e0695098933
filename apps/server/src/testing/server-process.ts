import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON log line the server printed so far. */
  lines: Array<Record<string, unknown>>;
  exit: Promise<{ code: number | null; stderr: string }>;
  /** Resolves with http://127.0.0.1:port once the server listens. */
  listening: Promise<string>;
}

/** Runs src/main.ts as `npm start` runs the bundle: its own process, real signals. */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffer = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        const match = String(line.msg).match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (match?.[1]) resolve(match[1]);
      }
    });
    void exit.then(({ stderr: err }) => reject(new Error(`exited before listening: ${err}`)));
  });
  // A run that is expected to fail never listens; nobody awaits this then.
  listening.catch(() => undefined);
  return { child, lines, exit, listening };
}

/** Starts the server and waits until it listens. */
export async function startServer(
  env: Record<string, string>,
): Promise<ServerProcess & { url: string }> {
  const started = runServer(env);
  return { ...started, url: await started.listening };
}

/** Sends `signal` and resolves with the exit code. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return (await server.exit).code;
}
