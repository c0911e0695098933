/**
 * A preload (`node --import ./shifted-clock.mjs main.js`) that moves the process's clock:
 * `Date.now()` and `new Date()` answer the real time plus an offset in milliseconds, read
 * from the file named by CLOCK_OFFSET_FILE and read again whenever it changes (polled), so
 * a test can move a running server to a later day. Timers and `performance.now()` are left
 * alone: only the calendar moves. For tests only (advances.spec.ts).
 */
import { readFileSync, watchFile } from 'node:fs';

const file = process.env.CLOCK_OFFSET_FILE;
let offsetMs = 0;

function readOffset() {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    offsetMs = Number.isFinite(value) ? value : 0;
  } catch {
    offsetMs = 0;
  }
}

if (file) {
  readOffset();
  watchFile(file, { interval: 50, persistent: false }, readOffset);
}

const RealDate = Date;

/** `new Date()` with no argument and `Date()` see the shifted time; anything else is Date's. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + offsetMs).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + offsetMs) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offsetMs;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
Object.defineProperty(ShiftedDate, Symbol.hasInstance, {
  value: (instance) => instance instanceof RealDate,
});

globalThis.Date = ShiftedDate;
