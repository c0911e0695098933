/**
 * The baseline of `npm run bench:stack` (issue 16): a bare Fastify + `pg` server doing the
 * work of the product's customer "my applications" read and nothing else. Same session
 * lookup by cookie (sessions joined to users by the token's id, SHA-256 of the secret
 * compared in constant time, expiry checked), the same applications query (the product's
 * 30 columns, newest first, 200 at most), the same pool size and type parsers, and a body
 * built field by field in the order of the product's output schema, so both servers answer
 * byte for byte the same (the bench checks that before it measures).
 *
 * No logging, no security headers, no tRPC: what it costs is what a minimal hand-written
 * server costs for the same database work. Environment: DATABASE_URL, PORT, HOST.
 *
 *   GET /hello                      {"status":"ok"}, against the product's /healthz
 *   GET /api/applications           the REST read
 *   GET /trpc/applications.mine     the same array in tRPC's envelope {"result":{"data":…}}
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

// Read like the other benches: this script is run by the bench, not as a turbo task.
const env: Record<string, string | undefined> = process.env;
const DATE_OID = 1082;
const INT8_OID = 20;
const pool = new pg.Pool({
  connectionString: env.DATABASE_URL,
  max: 10,
  keepAlive: true,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return (value: string) => value;
      if (oid === INT8_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format ?? 'text');
    }) as typeof pg.types.getTypeParser,
  },
});

// Prepared once per connection by name, as a hand-written pg server would.
const SESSION_QUERY = {
  name: 'bare-session',
  text: `select s.id, s.secret_hash, s.user_id, s.created_at, s.expires_at, s.absolute_expires_at,
      s.ip_address, s.user_agent, u.email, u.first_name, u.last_name, u.phone, u.role,
      u.created_at as user_created_at, u.updated_at as user_updated_at
    from sessions s join users u on u.id = s.user_id where s.id = $1`,
};
const APPLICATIONS_QUERY = {
  name: 'bare-applications',
  text: `select id, user_id, status, review_notes, first_name, last_name, email, phone, zip_code,
      requested_amount_cents, processing_fee_cents, amount_to_receive_cents, how_often_need_cash,
      monthly_benefit_cents, benefit_payment_day, monthly_rent_mortgage_cents, date_of_birth,
      benefit_schedule, apr_basis_points, finance_charge_cents, amount_financed_cents,
      total_of_payments_cents, disbursement_date, due_date, days, quoted_at, idempotency_key,
      request_fingerprint, decision_reasons, created_at, updated_at
    from applications where user_id = $1 order by created_at desc limit 200`,
};
// Issue 19: each application's open (or last) document request, then its items, as the
// product reads them (two queries for the whole list; the items only when there is one).
const DOCUMENT_REQUESTS_QUERY = {
  name: 'bare-document-requests',
  text: `select distinct on (application_id) * from document_requests
    where application_id = any($1) order by application_id, created_at desc, id desc`,
};
const DOCUMENT_ITEMS_QUERY = {
  name: 'bare-document-items',
  text: 'select * from document_request_items where request_id = any($1) order by position',
};

const TOKEN_PART = /^[a-z2-7]{24,64}$/;

/** The signed-in user's id, or undefined (no cookie, unknown or expired session, wrong secret). */
async function userIdOf(request: FastifyRequest): Promise<string | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const match = /(?:^|;\s*)session=([^;]+)/.exec(cookie);
  const [id, secret, extra] = (match?.[1] ?? '').split('.');
  if (extra !== undefined || !id || !secret || !TOKEN_PART.test(id) || !TOKEN_PART.test(secret))
    return undefined;
  const { rows } = await pool.query({ ...SESSION_QUERY, values: [id] });
  const row = rows[0] as { secret_hash: Buffer; user_id: string; expires_at: Date } | undefined;
  if (!row) return undefined;
  const hash = createHash('sha256').update(secret).digest();
  if (hash.length !== row.secret_hash.length || !timingSafeEqual(hash, row.secret_hash))
    return undefined;
  if (Date.now() >= row.expires_at.getTime()) return undefined;
  return row.user_id;
}

interface ApplicationRow {
  [column: string]: unknown;
  created_at: Date;
  updated_at: Date;
}

const dollars = (cents: unknown) => (cents as number) / 100;

interface RequestRow {
  [column: string]: unknown;
  id: string;
  application_id: string;
  due_date: string;
  created_at: Date;
  closed_at: Date | null;
}
interface ItemRow {
  [column: string]: unknown;
  request_id: string;
  state: string;
  received_at: Date | null;
  resolved_at: Date | null;
}

function toDocumentRequest(request: RequestRow, items: ItemRow[], today: string) {
  const pending = items.some((item) => item.state === 'pending');
  return {
    id: request.id,
    dueDate: request.due_date,
    createdAt: request.created_at.toISOString(),
    closedAt: request.closed_at?.toISOString() ?? null,
    overdue: request.closed_at === null && pending && request.due_date < today,
    items: items.map((item) => ({
      id: item.id,
      category: item.category,
      description: item.description,
      state: item.state,
      attachmentId: item.attachment_id,
      receivedAt: item.received_at?.toISOString() ?? null,
      resolvedAt: item.resolved_at?.toISOString() ?? null,
    })),
  };
}

/** The applicant's view, key for key in the order of the product's customerApplicationSchema. */
function toCustomerApplication(r: ApplicationRow, documentRequest: unknown) {
  const disclosed =
    r.apr_basis_points !== null &&
    r.finance_charge_cents !== null &&
    r.amount_financed_cents !== null &&
    r.total_of_payments_cents !== null &&
    r.due_date !== null &&
    r.days !== null;
  return {
    id: r.id,
    userId: r.user_id,
    status: r.status,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    zipCode: r.zip_code,
    requestedAmount: dollars(r.requested_amount_cents),
    processingFee: dollars(r.processing_fee_cents),
    amountToReceive: dollars(r.amount_to_receive_cents),
    howOftenNeedCash: r.how_often_need_cash,
    monthlyBenefit: dollars(r.monthly_benefit_cents),
    benefitPaymentDay: r.benefit_payment_day,
    monthlyRentMortgage: dollars(r.monthly_rent_mortgage_cents),
    dateOfBirth: r.date_of_birth,
    benefitSchedule: r.benefit_schedule,
    disclosure: disclosed
      ? {
          apr: (r.apr_basis_points as number) / 100,
          financeCharge: dollars(r.finance_charge_cents),
          amountFinanced: dollars(r.amount_financed_cents),
          totalOfPayments: dollars(r.total_of_payments_cents),
          dueDate: r.due_date,
          days: r.days,
        }
      : null,
    decisionReasons: r.decision_reasons ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    documentRequest,
  };
}

async function myApplications(request: FastifyRequest, reply: FastifyReply) {
  const userId = await userIdOf(request);
  if (!userId) {
    reply.code(401);
    return undefined;
  }
  const { rows } = await pool.query({ ...APPLICATIONS_QUERY, values: [userId] });
  const applications = rows as ApplicationRow[];
  const requests = new Map<string, unknown>();
  if (applications.length > 0) {
    const found = await pool.query({
      ...DOCUMENT_REQUESTS_QUERY,
      values: [applications.map((a) => a.id)],
    });
    const requestRows = found.rows as RequestRow[];
    if (requestRows.length > 0) {
      const { rows: itemRows } = await pool.query({
        ...DOCUMENT_ITEMS_QUERY,
        values: [requestRows.map((r) => r.id)],
      });
      const today = new Date().toISOString().slice(0, 10);
      for (const request of requestRows)
        requests.set(
          request.application_id,
          toDocumentRequest(
            request,
            (itemRows as ItemRow[]).filter((item) => item.request_id === request.id),
            today,
          ),
        );
    }
  }
  return applications.map((a) => toCustomerApplication(a, requests.get(a.id as string) ?? null));
}

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ status: 'ok' }));
app.get('/api/applications', async (request, reply) => {
  const body = await myApplications(request, reply);
  return body ?? { error: 'unauthorized' };
});
app.get('/trpc/applications.mine', async (request, reply) => {
  const body = await myApplications(request, reply);
  return body ? { result: { data: body } } : { error: { message: 'UNAUTHORIZED' } };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await app.listen({ port: Number(env.PORT || 3001), host: env.HOST || '127.0.0.1' });
