import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationRow, describeTestDb, getTestDb, type TestDb } from '../testing';
import { insertApplication, listApplicationsPage } from './applications';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

async function seed(count: number) {
  for (let i = 0; i < count; i++) {
    await insertApplication(
      db.db,
      applicationRow(i, {
        firstName: `First${i}`,
        lastName: 'Applicant',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      }),
    );
  }
}

describe(`applications page on ${describeTestDb()}`, () => {
  it('pages newest first and counts exactly below the cap', async () => {
    await seed(5);
    const page = await listApplicationsPage(db.db, {}, { limit: 2, offset: 2, countUpTo: 10 });
    expect(page.items.map((a) => a.firstName)).toEqual(['First2', 'First1']);
    expect(page).toMatchObject({ total: 5, totalCapped: false });
  });

  it('stops counting at the cap and says so', async () => {
    await seed(5);
    expect(
      await listApplicationsPage(db.db, {}, { limit: 2, offset: 0, countUpTo: 3 }),
    ).toMatchObject({
      total: 3,
      totalCapped: true,
    });
    expect(
      await listApplicationsPage(db.db, {}, { limit: 2, offset: 0, countUpTo: 5 }),
    ).toMatchObject({
      total: 5,
      totalCapped: false,
    });
  });

  it('filters by a fragment and by status with the count to match', async () => {
    await seed(12);
    const search = await listApplicationsPage(
      db.db,
      { search: 'PERSON1' },
      { limit: 20, offset: 0, countUpTo: 100 },
    );
    expect(search.items.map((a) => a.email)).toEqual([
      'person11@example.com',
      'person10@example.com',
      'person1@example.com',
    ]);
    expect(search.total).toBe(3);
    const none = await listApplicationsPage(
      db.db,
      { status: 'Approved' },
      { limit: 20, offset: 0, countUpTo: 100 },
    );
    expect(none).toMatchObject({ items: [], total: 0, totalCapped: false });
  });
});
