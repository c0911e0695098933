import { applicationMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { decisionFields } from '../testing/decision-fields';
import { customerWithApplication } from '../testing/documents';
import { applicationBody, createCustomer, signedInSuperAdmin, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

const NOTES = 'INTERNAL: possible fraud, check SSA letter';

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const trpcQuery = (c: TestClient, path: string) => c.get(`/trpc/${path}`);
const trpcMutation = (c: TestClient, path: string, input: unknown) =>
  c.request('POST', `/trpc/${path}`, { json: input });

/** A customer promoted to admin by the super admin, signed in. */
async function adminClient(email: string) {
  const account = await createCustomer(client(), { email, firstName: 'Sam' });
  const { id } = await server.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const promoted = await root.request('PATCH', `/api/admin/users/${id}/role`, {
    json: { role: 'admin' },
  });
  expect(promoted.status).toBe(200);
  const staff = client();
  await signIn(staff, account);
  return staff;
}

describe(`review notes stay with staff on ${describeTestDb()}`, () => {
  it('no customer response carries the notes; staff still read them', async () => {
    const ada = client();
    const { applicationId, email, password } = await customerWithApplication(
      ada,
      'ada.notes@example.com',
    );
    const review = await root.request('PATCH', `/api/admin/applications/${applicationId}/review`, {
      json: {
        status: 'Additional Documentation Requested',
        ...decisionFields('Additional Documentation Requested'),
        reviewNotes: NOTES,
        message: { title: 'Documents needed', content: 'Please upload your award letter.' },
      },
    });
    expect(review.status).toBe(200);

    const rest = await ada.get('/api/applications');
    expect(rest.status).toBe(200);
    expect((rest.body as Array<{ status: string }>)[0]?.status).toBe(
      'Additional Documentation Requested',
    );
    const trpc = await trpcQuery(ada, 'applications.mine');
    expect(trpc.status).toBe(200);
    // The same submission again within the duplicate window answers with the reviewed
    // application: the submit response is a customer response too.
    const again = await ada.request('POST', '/api/applications', {
      json: applicationBody({ email, password }),
    });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe(applicationId);

    const customerReads = [
      rest,
      trpc,
      again,
      await ada.get('/api/messages'),
      await ada.get('/api/conversations'),
      await ada.get(`/api/applications/${applicationId}/attachments`),
    ];
    for (const res of customerReads) {
      expect(res.status, res.text).toBeLessThan(300);
      expect(res.text).not.toContain('INTERNAL');
      expect(res.text).not.toContain('reviewNotes');
    }
    // What the applicant reads is the review message.
    expect(customerReads[3]?.text).toContain('Please upload your award letter.');

    const staffView = await root.get(`/api/admin/applications/${applicationId}`);
    expect(staffView.body).toMatchObject({ reviewNotes: NOTES });
  });
});

describe(`nobody decides their own application on ${describeTestDb()}`, () => {
  it('refuses the owner over REST and tRPC with a clear message; another admin may decide', async () => {
    const staff = await adminClient('sam.staff@example.com');
    const applied = await staff.request('POST', '/api/applications', {
      json: applicationBody({ email: 'sam.staff@example.com', requestedAmount: 5000 }),
    });
    expect(applied.status).toBe(201);
    const { id } = applied.body as { id: string };

    const rest = await staff.request('PATCH', `/api/admin/applications/${id}/review`, {
      json: { status: 'Approved', reviewNotes: 'Looks fine to me' },
    });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: applicationMessages.ownApplication });

    const trpc = await trpcMutation(staff, 'admin.applications.review', {
      id,
      status: 'Approved',
    });
    expect(trpc.status).toBe(403);
    expect(trpc.body).toMatchObject({ error: { message: applicationMessages.ownApplication } });

    const stored = await server.db.db
      .selectFrom('applications')
      .select(['status', 'reviewNotes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'Submitted', reviewNotes: null });
    const reviews = await server.db.db
      .selectFrom('applicationReviews')
      .select('id')
      .where('applicationId', '=', id)
      .execute();
    expect(reviews).toHaveLength(0);

    const byOther = await root.request('PATCH', `/api/admin/applications/${id}/review`, {
      json: { status: 'Approved' },
    });
    expect(byOther.status).toBe(200);
  });
});
