import {
  adverseActionTexts,
  CREDITOR_ADDRESS_DEFAULT,
  CREDITOR_NAME_DEFAULT,
  decisionMessages,
  denialReasons,
} from '@advance/contracts';
import { decodeQuotedPrintable } from '@advance/core/testing';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, customer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

/** Ada applies (her account is created with the application) and stays signed in. */
async function apply() {
  const res = await client().request('POST', '/api/applications', { json: applicationBody() });
  expect(res.status, res.text).toBe(201);
  const ada = client();
  await signIn(ada, { email: customer.email, password: customer.password });
  return { ada, id: (res.body as { id: string }).id };
}

const review = (as: TestClient, id: string, json: unknown) =>
  as.request('PATCH', `/api/admin/applications/${id}/review`, { json });
const items = [{ category: 'financial', description: 'Last two months' }];

describe(`decisions over REST on ${describeTestDb()}`, () => {
  it('refuses a denial without valid reasons and a request without valid documents, writing nothing', async () => {
    const { id } = await apply();
    const mailsBefore = await server.db.db.selectFrom('mailOutbox').select('id').execute();
    const refused: [unknown, string][] = [
      [{ status: 'Denied' }, decisionMessages.reasonsRequired],
      [{ status: 'Denied', reasons: [] }, decisionMessages.reasonsRequired],
      [
        {
          status: 'Denied',
          reasons: [
            'income_insufficient',
            'identity_unverified',
            'income_unverified',
            'incomplete_application',
            'excessive_obligations',
          ],
        },
        decisionMessages.tooManyReasons,
      ],
      [{ status: 'Denied', reasons: ['no_such_reason'] }, decisionMessages.reasonInvalid],
      [{ status: 'Denied', reasons: ['other'] }, decisionMessages.otherReasonRequired],
      [
        { status: 'Denied', reasons: ['other'], otherReason: '   ' },
        decisionMessages.otherReasonRequired,
      ],
      [
        { status: 'Approved', reasons: ['income_insufficient'] },
        decisionMessages.reasonsOnlyForDenial,
      ],
      [{ status: 'Additional Documentation Requested' }, decisionMessages.documentRequestRequired],
      [
        { status: 'Additional Documentation Requested', documentRequest: { items: [] } },
        decisionMessages.itemsRequired,
      ],
      [
        {
          status: 'Additional Documentation Requested',
          documentRequest: { items, dueDate: '2020-01-01' },
        },
        decisionMessages.dueDateNotFuture,
      ],
      [
        {
          status: 'Additional Documentation Requested',
          documentRequest: { items: [{ category: 'financial', description: ' ' }] },
        },
        decisionMessages.itemDescriptionRequired,
      ],
    ];
    for (const [json, message] of refused) {
      const res = await review(root, id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.text, JSON.stringify(json)).toContain(message);
    }
    const stored = await server.db.db
      .selectFrom('applications')
      .select(['status', 'decisionReasons'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'Submitted', decisionReasons: null });
    expect(await server.db.db.selectFrom('documentRequests').selectAll().execute()).toEqual([]);
    expect(await server.db.db.selectFrom('mailOutbox').select('id').execute()).toEqual(mailsBefore);
  });

  it('keeps the spec payload valid for the other statuses, and refuses customers', async () => {
    const { ada, id } = await apply();
    const mine = await review(ada, id, { status: 'Denied', reasons: ['income_insufficient'] });
    expect(mine.status).toBe(403);
    const approved = await review(root, id, { status: 'Approved', reviewNotes: 'Looks good' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Approved', decisionReasons: null });
    const mail = await server.smtp.waitForMail(customer.email, 5000, (m) =>
      decodeQuotedPrintable(m.raw).includes('Annual percentage rate'),
    );
    expect(decodeQuotedPrintable(mail.raw)).toContain('Total of payments');
  });

  it('a denial e-mails the adverse-action notice, in text and HTML, and the applicant reads the reasons', async () => {
    const { ada, id } = await apply();
    const res = await review(root, id, {
      status: 'denied',
      reasons: ['Income insufficient for the amount requested', 'other'],
      otherReason: 'We could not reach you by phone',
      reviewNotes: 'Called twice',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Denied',
      decisionReasons: [
        { code: 'income_insufficient', text: denialReasons.income_insufficient.plain },
        { code: 'other', text: 'We could not reach you by phone' },
      ],
    });

    const mail = await server.smtp.waitForMail(customer.email);
    const raw = decodeQuotedPrintable(mail.raw).replace(/\r?\n/g, ' ');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain(adverseActionTexts.title);
    expect(raw).toContain('Your income is not enough');
    expect(raw).toContain('We could not reach you by phone');
    expect(raw).toContain(CREDITOR_NAME_DEFAULT);
    expect(raw).toContain(CREDITOR_ADDRESS_DEFAULT);
    expect(raw).toContain('The Federal Equal Credit Opportunity Act prohibits creditors');
    expect(raw).toContain('Federal Trade Commission');
    expect(raw).not.toContain('Called twice');

    const apps = await ada.get('/api/applications');
    expect((apps.body as { decisionReasons: unknown }[])[0]?.decisionReasons).toHaveLength(2);
    const inbox = await ada.get('/api/messages');
    const [notice] = inbox.body as { title: string; content: string }[];
    expect(notice?.title).toBe(adverseActionTexts.title);
    expect(notice?.content).toContain('We could not reach you by phone');
  });

  it('20 concurrent document requests for one application leave exactly one open', async () => {
    const { id } = await apply();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(root, id, {
          status: 'Additional Documentation Requested',
          documentRequest: { items: [{ category: 'other', description: `Item ${i}` }] },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const open = await server.db.db
      .selectFrom('documentRequests')
      .select('id')
      .where('applicationId', '=', id)
      .where('closedAt', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });
});
