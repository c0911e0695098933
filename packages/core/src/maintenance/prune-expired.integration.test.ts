import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  hitRateCounter,
  insertUpload,
  insertUserIfEmailFree,
  markUploadStored,
  replaceResetToken,
} from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/create-session';
import type { CoreDeps } from '../deps';
import { createInProcessEventBus } from '../events/event-bus';
import { createLocalStorage } from '../storage/local-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { pruneExpired } from './prune-expired';

let db: TestDb;
let root: string;
let storage: ObjectStorage;
beforeAll(async () => {
  db = await getTestDb();
  root = await mkdtemp(join(tmpdir(), 'advance-prune-'));
  storage = createLocalStorage({ root });
});
afterAll(() => rm(root, { recursive: true, force: true }));
beforeEach(() => db.reset());

describe(`pruning expired records on ${describeTestDb()}`, () => {
  it('removes ended sessions, dead reset links and old counters, and keeps live ones', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const deps = {
      db: db.db,
      now: () => now,
      events: createInProcessEventBus(),
      storage,
    } as unknown as CoreDeps;
    const user = await insertUserIfEmailFree(db.db, { email: 'a@x.test', passwordHash: null });
    if (!user) throw new Error('no user');
    await createSession(deps, user, { ip: null, userAgent: null });
    await replaceResetToken(db.db, {
      tokenHash: 'h',
      userId: user.id,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await hitRateCounter(db.db, 'login:ip:1', 900_000, now);

    expect(await pruneExpired(deps)).toEqual({ sessions: 0, uploads: 0, mails: 0 });
    expect(
      await db.db.selectFrom('passwordResetTokens').select('tokenHash').execute(),
    ).toHaveLength(1);

    now = new Date(now.getTime() + 11 * 24 * 3_600_000);
    expect(await pruneExpired(deps)).toEqual({ sessions: 1, uploads: 0, mails: 0 });
    expect(await db.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
    expect(
      await db.db.selectFrom('passwordResetTokens').select('tokenHash').execute(),
    ).toHaveLength(0);
    expect(await db.db.selectFrom('rateLimits').select('key').execute()).toHaveLength(0);
  });

  it('removes uploads that were refused, expired unused, or never attached, with their bytes', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const deps = { db: db.db, now: () => now, storage } as unknown as CoreDeps;
    const user = await insertUserIfEmailFree(db.db, { email: 'b@x.test', passwordHash: null });
    if (!user) throw new Error('no user');
    const add = async (id: string, stored: boolean) => {
      const objectKey = `uploads/${id}`;
      await insertUpload(db.db, {
        id,
        tokenHash: 'h',
        userId: user.id,
        objectKey,
        expiresAt: new Date(now.getTime() + 15 * 60_000),
      });
      if (!stored) return objectKey;
      await storage.put(objectKey, Readable.from([Buffer.from('%PDF-1.4')]), {
        contentType: 'application/pdf',
      });
      await markUploadStored(db.db, id, {
        fileSize: 8,
        fileType: 'application/pdf',
        storedAt: now,
      });
      return objectKey;
    };
    const unattached = await add('unattached', true);
    await add('unused', false);

    expect(await pruneExpired(deps)).toMatchObject({ uploads: 0 });
    now = new Date(now.getTime() + 2 * 3_600_000);
    // The unused link has expired (plus the in-flight grace); the stored file waits a day.
    expect(await pruneExpired(deps)).toMatchObject({ uploads: 1 });
    const kept = await storage.get(unattached);
    expect(kept?.size).toBe(8);
    kept?.body.destroy();
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await pruneExpired(deps)).toMatchObject({ uploads: 1 });
    expect(await storage.get(unattached)).toBeNull();
    expect(await db.db.selectFrom('uploads').select('id').execute()).toHaveLength(0);
  });
});
