#!/usr/bin/env node
/**
 * `npm run advance -- <command>`: the command line of issue 21 (see program.ts and the README's
 * "Internal tools" section). Output goes to stdout; refusals to stderr with exit code 1.
 */
import { runCli } from './program';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
