/** Runs the load driver as a child process and reads the server's CPU around it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { DriverConfig, DriverResult } from './load-driver';
import { cpuMs, machineTicks, REPO } from './server-process';

export interface Measured extends DriverResult {
  /** The server process's CPU (user + system) over the run, ms. */
  serverCpuMs: number;
  /** Server CPU per answered request, ms. */
  cpuPerRequestMs: number;
  /** Share of all cores busy over the run, %. */
  machineBusyPercent: number;
}

/** Spawns bench/stack/load-driver.ts with `config` and returns its last JSON line. */
export function runDriver(config: DriverConfig): Promise<DriverResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO, 'bench/stack/load-driver.ts'), JSON.stringify(config)],
      { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('error', fail);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{'))
        return fail(new Error(`The load driver exited with ${code}: ${err.slice(-2000)}`));
      done(JSON.parse(last) as DriverResult);
    });
  });
}

/** One driver run against the server with process id `pid`, with its CPU cost. */
export async function measure(pid: number, config: DriverConfig): Promise<Measured> {
  const cpuBefore = cpuMs(pid);
  const machineBefore = machineTicks();
  const result = await runDriver(config);
  const serverCpuMs = cpuMs(pid) - cpuBefore;
  const machineAfter = machineTicks();
  return {
    ...result,
    serverCpuMs,
    cpuPerRequestMs: serverCpuMs / result.requests,
    machineBusyPercent:
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
  };
}

/** The statuses a run got other than `expected`, e.g. "429 ×12, errors ×3"; empty when none. */
export function unexpected(result: DriverResult, expected: number): string {
  const parts = Object.entries(result.statuses)
    .filter(([status]) => Number(status) !== expected)
    .map(([status, n]) => `${status} ×${n}`);
  if (result.errors > 0) parts.push(`errors ×${result.errors}`);
  if (result.timeouts > 0) parts.push(`timeouts ×${result.timeouts}`);
  if (result.mismatches > 0) parts.push(`unexpected bodies ×${result.mismatches}`);
  return parts.join(', ');
}
