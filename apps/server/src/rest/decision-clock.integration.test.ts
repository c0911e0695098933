import { type Application, dueDateAfter } from '@advance/contracts';
import { sendDocumentReminders } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerWithApplication } from '../testing/documents';
import { signedInSuperAdmin } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

/** Issue 19: the Incomplete queue and the waiting order over REST, and the reminder e-mails. */
const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const DAY = 86_400_000;
type Page = { items: Application[]; total: number };

describe(`the decision clock over REST on ${describeTestDb()}`, () => {
  it('lists incomplete applications and the waiting order from the literal query strings', async () => {
    const late = await customerWithApplication(client(), 'late@example.com');
    const older = await customerWithApplication(client(), 'older@example.com');
    const fresh = await customerWithApplication(client(), 'fresh@example.com');
    await server.db.db
      .updateTable('applications')
      .set({ completeSince: null, documentsDueOn: '2020-01-01' })
      .where('id', '=', late.applicationId)
      .execute();
    await server.db.db
      .updateTable('applications')
      .set({ completeSince: new Date(Date.now() - 27 * DAY) })
      .where('id', '=', older.applicationId)
      .execute();

    const incomplete = await root.get('/api/admin/applications?incomplete=true&sort=waiting');
    expect(incomplete.status, incomplete.text).toBe(200);
    const page = incomplete.body as Page;
    expect(page.items.map((a) => a.id)).toEqual([late.applicationId]);
    expect(page.items[0]).toMatchObject({ completeSince: null, documentsDueOn: '2020-01-01' });

    const waiting = (await root.get('/api/admin/applications?sort=waiting')).body as Page;
    expect(waiting.items.map((a) => a.id)).toEqual([
      older.applicationId,
      fresh.applicationId,
      late.applicationId,
    ]);
    const summary = await root.get('/api/admin/summary');
    expect(summary.body).toMatchObject({
      incompleteCount: 1,
      decisionsDueSoon: 1,
      pendingReview: 3,
    });
  });

  it('answers 400 to a bad sort or flag, 403 to a customer and 401 to a visitor', async () => {
    const ada = client();
    await customerWithApplication(ada, 'ada.clock@example.com');
    expect((await root.get('/api/admin/applications?sort=oldest')).status).toBe(400);
    expect((await root.get('/api/admin/applications?incomplete=maybe')).status).toBe(400);
    const path = '/api/admin/applications?incomplete=true&sort=waiting';
    expect((await ada.get(path)).status).toBe(403);
    expect((await client().get(path)).status).toBe(401);
    expect((await ada.get('/api/admin/summary')).status).toBe(403);
  });

  it('e-mails the 7-day reminder once through the SMTP server, with the pending items', async () => {
    const ada = await customerWithApplication(client(), 'ada.docs@example.com');
    const dueDate = dueDateAfter(8, new Date());
    const review = await root.request(
      'PATCH',
      `/api/admin/applications/${ada.applicationId}/review`,
      {
        json: {
          status: 'Additional Documentation Requested',
          documentRequest: {
            items: [{ category: 'benefits', description: 'Award letter for 2026' }],
            dueDate,
          },
        },
      },
    );
    expect(review.status, review.text).toBe(200);
    const tomorrow = new Date(Date.now() + DAY);
    const run = () => sendDocumentReminders({ ...server.runtime.deps, now: () => tomorrow });
    const sent = await Promise.all([run(), run(), run()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await server.smtp.waitForMail('ada.docs@example.com', 5000, (m) =>
      m.raw.includes('Documents due in 7 days'),
    );
    expect(mail.raw).toContain('Award letter for 2026');
    expect(mail.raw).toContain(dueDate);
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('text/plain');
    expect(await run()).toBe(0);
    await server.runtime.deps.outbox.flush();
    const reminders = server.smtp.mails.filter(
      (m) => m.to.includes('ada.docs@example.com') && m.raw.includes('Documents due in'),
    );
    expect(reminders).toHaveLength(1);
  });
});
