import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { dataDir } from './env';

/**
 * TOTP for the staff accounts the tests sign in (issue 17): RFC 6238 with the server's
 * parameters (SHA-1, 6 digits, 30 s; @oslojs/otp on the server side). The server accepts a
 * code once and only for a step later than the last one accepted, within one step of now,
 * so each account's secret and last used step are kept in the run's data directory (every
 * worker reads the same file) and each sign-in takes the next free step: up to three
 * sign-ins at once, then one every 30 s. When none is free the test waits, its time limit
 * extended by the wait.
 */
const PERIOD_MS = 30_000;
/** A code for step t-1 is refused once t+1 begins: leave room for the round trip. */
const MARGIN_MS = 3_000;
const stateFile = join(dataDir, 'totp-accounts.json');

export interface TotpAccount {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

type State = Record<string, TotpAccount>;

function readState(): State {
  if (!existsSync(stateFile)) return {};
  return JSON.parse(readFileSync(stateFile, 'utf8')) as State;
}

function writeState(state: State): void {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

export function totpAccount(email: string): TotpAccount | undefined {
  return readState()[email.toLowerCase()];
}

/** After a setup: the secret the server gave, and the codes shown once. */
export function rememberTotp(email: string, secret: string, recoveryCodes: string[] = []) {
  const state = readState();
  state[email.toLowerCase()] = { secret: secret.replace(/\s+/g, ''), lastStep: 0, recoveryCodes };
  writeState(state);
}

export function rememberRecoveryCodes(email: string, recoveryCodes: string[]) {
  const state = readState();
  const account = state[email.toLowerCase()];
  if (!account) throw new Error(`No TOTP secret known for ${email}`);
  account.recoveryCodes = recoveryCodes;
  writeState(state);
}

/** One unused recovery code, marked used. */
export function takeRecoveryCode(email: string): string {
  const state = readState();
  const account = state[email.toLowerCase()];
  const code = account?.recoveryCodes.shift();
  if (!account || !code) throw new Error(`No recovery code left for ${email}`);
  writeState(state);
  return code;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function decodeBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP, which TOTP is for counter = step. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', decodeBase32(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/** The code of the account's next free step, waiting for one when the last three are used. */
export async function nextTotpCode(email: string): Promise<string> {
  for (;;) {
    const state = readState();
    const account = state[email.toLowerCase()];
    if (!account) throw new Error(`No TOTP secret known for ${email}`);
    const now = Date.now();
    const lowest = stepAt(now + MARGIN_MS) - 1;
    const highest = stepAt(now) + 1;
    const step = Math.max(account.lastStep + 1, lowest);
    if (step <= highest) {
      account.lastStep = step;
      writeState(state);
      return hotp(account.secret, step);
    }
    // `step` becomes acceptable when step - 1 begins.
    const waitMs = (step - 1) * PERIOD_MS - now + 100;
    const info = test.info();
    info.setTimeout(info.timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
