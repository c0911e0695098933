import { authMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { customerWithApplication } from '../testing/documents';
import type { TestClient, TestResponse } from '../testing/http-client';
import { useTestServer } from '../testing/use-test-server';

// Both HTTP doors run procedures through runProcedure (decision 018, amendment 3): under
// concurrency each call keeps its own context, so no answer carries another caller's data,
// and a refusal stays a refusal whatever runs beside it. The burst comes from one address
// and must meet the procedures, not the connection ceiling or the event-loop shedding of
// a busy test machine.
const { client } = useTestServer({
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
});

type Check = () => Promise<void>;

const ids = (body: unknown) => (body as { id: string }[]).map((application) => application.id);
const trpcData = (res: TestResponse) => (res.body as { result: { data: unknown } }).result.data;

describe(`procedures under concurrency on ${describeTestDb()}`, () => {
  it('answers 100 interleaved calls of two customers, a visitor and a customer at a staff path, each its own', async () => {
    const ada: TestClient = client();
    const bob: TestClient = client();
    const visitor: TestClient = client();
    const adaApp = await customerWithApplication(ada, 'ada.runner@example.com');
    const bobApp = await customerWithApplication(bob, 'bob.runner@example.com');

    const restMine =
      (who: TestClient, own: string): Check =>
      async () => {
        const res = await who.get('/api/applications');
        expect(res.status).toBe(200);
        expect(ids(res.body)).toEqual([own]);
      };
    const trpcMine =
      (who: TestClient, own: string): Check =>
      async () => {
        const res = await who.get('/trpc/applications.mine');
        expect(res.status).toBe(200);
        expect(ids(trpcData(res))).toEqual([own]);
      };
    const trpcBatch =
      (who: TestClient, own: string, email: string): Check =>
      async () => {
        const res = await who.get('/trpc/applications.mine,auth.me?batch=1&input={}');
        expect(res.status).toBe(200);
        const [mine, me] = (res.body as { result: { data: unknown } }[]).map((r) => r.result.data);
        expect(ids(mine)).toEqual([own]);
        expect((me as { email: string }).email).toBe(email);
      };
    const signedOut: Check = async () => {
      const res = await visitor.get('/api/applications');
      expect(res.status).toBe(401);
      expect((res.body as { message: string }).message).toBe(authMessages.notSignedIn);
    };
    const notStaff =
      (who: TestClient): Check =>
      async () => {
        const res = await who.get('/api/admin/applications');
        expect(res.status).toBe(403);
        expect((res.body as { message: string }).message).toBe(authMessages.forbidden);
      };

    const kinds: Check[] = [
      restMine(ada, adaApp.applicationId),
      restMine(bob, bobApp.applicationId),
      trpcMine(ada, adaApp.applicationId),
      trpcMine(bob, bobApp.applicationId),
      trpcBatch(ada, adaApp.applicationId, adaApp.email),
      trpcBatch(bob, bobApp.applicationId, bobApp.email),
      signedOut,
      notStaff(bob),
    ];
    await Promise.all(Array.from({ length: 100 }, (_, i) => (kinds[i % kinds.length] as Check)()));
  });
});
