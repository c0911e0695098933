import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrationProvider } from '../migrations/index';
import {
  advanceRow,
  applicationRow,
  describeTestDb,
  disbursementRow,
  getTestDb,
  type TestDb,
} from '../testing';
import { type AdvanceRow, insertAdvance } from './advances';
import { insertApplication } from './applications';
import { insertLedgerEntry, type LedgerEntryRow, listLedgerEntries } from './ledger-entries';
import { insertUserIfEmailFree } from './users';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

async function applicationFor(userId: string | null, n: number) {
  const row = await insertApplication(
    db.db,
    applicationRow(n, { userId, email: `ada${n}@example.com` }),
  );
  if (!row) throw new Error('no application');
  return row;
}

async function seedLedger(): Promise<{ advance: AdvanceRow; entry: LedgerEntryRow }> {
  const application = await applicationFor(null, 1);
  const advance = await insertAdvance(db.db, advanceRow(application.id));
  if (!advance) throw new Error('no advance');
  const entry = await insertLedgerEntry(db.db, disbursementRow(advance.id));
  return { advance, entry };
}

const snapshot = () => db.db.selectFrom('ledgerEntries').selectAll().orderBy('id').execute();

/** Every way the app's own connection could change the ledger, each expected to fail. */
const attempts: [string, (entry: LedgerEntryRow) => Promise<unknown>][] = [
  [
    'Kysely update',
    (e) =>
      db.db.updateTable('ledgerEntries').set({ amountCents: 1 }).where('id', '=', e.id).execute(),
  ],
  ['Kysely delete', (e) => db.db.deleteFrom('ledgerEntries').where('id', '=', e.id).execute()],
  [
    'raw update',
    () => sql`update ledger_entries set amount_cents = amount_cents + 1`.execute(db.db),
  ],
  ['raw delete', () => sql`delete from ledger_entries`.execute(db.db)],
  // Without cascade the foreign keys pointing at the ledger refuse first; with it, the trigger.
  ['raw truncate', () => sql`truncate ledger_entries`.execute(db.db)],
  ['raw truncate cascade', () => sql`truncate ledger_entries cascade`.execute(db.db)],
  [
    'update inside a transaction',
    (e) =>
      db.db
        .transaction()
        .execute((trx) =>
          trx
            .updateTable('ledgerEntries')
            .set({ reason: 'edited' })
            .where('id', '=', e.id)
            .execute(),
        ),
  ],
  // Normal triggers do not fire in replica mode, which a superuser session (PGlite's only
  // user; CI) may switch on for itself: the guards are ENABLE ALWAYS, so they still fire.
  ...(['update', 'delete', 'truncate'] as const).map(
    (verb): [string, (entry: LedgerEntryRow) => Promise<unknown>] => [
      `${verb} with session_replication_role = replica`,
      () =>
        db.db.transaction().execute(async (trx) => {
          await sql`set local session_replication_role = replica`.execute(trx);
          const statement = {
            update: sql`update ledger_entries set amount_cents = 1`,
            delete: sql`delete from ledger_entries`,
            truncate: sql`truncate ledger_entries cascade`,
          }[verb];
          await statement.execute(trx);
        }),
    ],
  ),
  [
    'truncate of the advances table it hangs on (cascade)',
    () => sql`truncate advances cascade`.execute(db.db),
  ],
];

describe(`the ledger is append-only on ${describeTestDb()}`, () => {
  for (const [name, attempt] of attempts) {
    it(`refuses ${name} and changes nothing`, async () => {
      const { entry } = await seedLedger();
      const before = await snapshot();
      await expect(attempt(entry)).rejects.toThrow(
        name === 'raw truncate' ? /append-only|foreign key/ : /append-only/,
      );
      expect(await snapshot()).toEqual(before);
      // The connection is still usable afterwards: a new entry can be appended.
      await insertLedgerEntry(db.db, {
        advanceId: entry.advanceId,
        kind: 'fee',
        amountCents: 1_500,
        effectiveDate: '2026-11-03',
        actorId: null,
        actorRole: 'system',
      });
      expect(await listLedgerEntries(db.db, entry.advanceId)).toHaveLength(2);
    });
  }

  it('refuses non-positive amounts and a reversal without the entry it reverses', async () => {
    const { advance, entry } = await seedLedger();
    const base = {
      advanceId: advance.id,
      effectiveDate: '2026-11-03',
      actorId: null,
      actorRole: 'system' as const,
    };
    await expect(
      insertLedgerEntry(db.db, { ...base, kind: 'payment', amountCents: 0 }),
    ).rejects.toThrow();
    await expect(
      insertLedgerEntry(db.db, { ...base, kind: 'reversal', amountCents: 5 }),
    ).rejects.toThrow();
    await insertLedgerEntry(db.db, {
      ...base,
      kind: 'reversal',
      amountCents: 48_500,
      reversesId: entry.id,
    });
    // An entry is reversed at most once, whatever the application code does.
    await expect(
      insertLedgerEntry(db.db, {
        ...base,
        kind: 'reversal',
        amountCents: 48_500,
        reversesId: entry.id,
      }),
    ).rejects.toThrow();
    expect(await listLedgerEntries(db.db, advance.id)).toHaveLength(2);
  });

  it('lists entries in the order one transaction wrote them', async () => {
    const { advance } = await seedLedger();
    await db.db.transaction().execute(async (trx) => {
      for (const kind of ['payment', 'waiver', 'payment'] as const)
        await insertLedgerEntry(trx, {
          advanceId: advance.id,
          kind,
          amountCents: 100,
          effectiveDate: '2026-11-04',
          actorId: null,
          actorRole: 'system',
        });
    });
    const kinds = (await listLedgerEntries(db.db, advance.id)).map((e) => e.kind);
    expect(kinds).toEqual(['disbursement', 'payment', 'waiver', 'payment']);
  });

  it('keeps the written order of 40 quick entries, whatever the clock gives them', async () => {
    const { advance } = await seedLedger();
    const written = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 'waiver' : 'payment'));
    await db.db.transaction().execute(async (trx) => {
      for (const kind of written)
        await insertLedgerEntry(trx, {
          advanceId: advance.id,
          kind,
          amountCents: 1,
          effectiveDate: '2026-11-04',
          actorId: null,
          actorRole: 'system',
        });
    });
    const entries = await listLedgerEntries(db.db, advance.id);
    expect(entries.map((e) => e.kind)).toEqual(['disbursement', ...written]);
    const times = entries.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe(`advances on ${describeTestDb()}`, () => {
  it('keeps one open advance per applicant and one advance per application', async () => {
    const user = await insertUserIfEmailFree(db.db, {
      email: 'a@x.test',
      passwordHash: null,
      role: 'user',
    });
    if (!user) throw new Error('no user');
    const first = await applicationFor(user.id, 1);
    const second = await applicationFor(user.id, 2);
    const made = await insertAdvance(db.db, advanceRow(first.id, { userId: user.id }));
    if (!made) throw new Error('the first advance was refused');
    expect(await insertAdvance(db.db, advanceRow(second.id, { userId: user.id }))).toBeUndefined();
    expect(await insertAdvance(db.db, advanceRow(first.id))).toBeUndefined();
    // Once the first is settled, a second may open.
    await db.db
      .updateTable('advances')
      .set({ state: 'repaid' })
      .where('id', '=', made.id)
      .execute();
    expect(await insertAdvance(db.db, advanceRow(second.id, { userId: user.id }))).toBeDefined();
  });

  it('refuses a due date earlier than the one disclosed', async () => {
    const application = await applicationFor(null, 3);
    await expect(
      insertAdvance(db.db, advanceRow(application.id, { dueDate: '2026-11-30' })),
    ).rejects.toThrow();
  });
});

describe(`the advances migration on ${describeTestDb()}`, () => {
  it('goes down with a ledger in place and comes back up append-only', async () => {
    const { advance } = await seedLedger();
    await db.db
      .updateTable('applications')
      .set({ status: 'Withdrawn' })
      .where('id', '=', advance.applicationId)
      .execute();
    const migrator = new Migrator({ db: db.db, provider: migrationProvider });
    // Later migrations first, then the advances one on its own.
    expect((await migrator.migrateTo('2026_11_26_100000_advances')).error).toBeUndefined();
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]?.migrationName).toBe('2026_11_26_100000_advances');
    const tables = async () =>
      (
        await sql<{ tablename: string }>`select tablename from pg_tables
          where tablename in ('advances', 'ledger_entries', 'payment_authorizations')`.execute(
          db.db,
        )
      ).rows.length;
    expect(await tables()).toBe(0);
    // A Withdrawn application becomes Submitted again: the old check does not know the status.
    const status = await sql<{ status: string }>`select status from applications`.execute(db.db);
    expect(status.rows).toEqual([{ status: 'Submitted' }]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tables()).toBe(3);
    const { entry } = await seedLedger();
    await expect(
      db.db.deleteFrom('ledgerEntries').where('id', '=', entry.id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
