/**
 * Issue 18's bench data, made by the database itself (INSERT … SELECT over generate_series,
 * in chunks, no row-by-row round trips): `count` applicants, each with one approved
 * application and one advance, and the ledger entries and payment authorisations those
 * advances would have. Ids are md5-derived from the row number, so the tables join without
 * lookups and a run is reproducible.
 *
 * Mix by row number g (mod 20), relative to `today` (New York):
 * - 0-3 (20 %) awaiting funding, approved 0-6 days ago, no entries;
 * - 4 (5 %) cancelled before funding;
 * - 5-11 (35 %) repaid: disbursement, fee and one payment of the principal;
 * - 12-19 (40 %) funded: due dates from today − 30 to today + 44 (so about a third past due
 *   and a tenth due within 7 days); every third has paid half; one in eight has a pending
 *   payment authorisation.
 */
import type { Db } from '@advance/db';
import { sql } from 'kysely';

const FIRST_NAMES = ['Mary', 'Robert', 'Patricia', 'James', 'Linda', 'John', 'Barbara', 'William'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis'];
const AMOUNTS_CENTS = [20_000, 30_000, 50_000, 75_000, 100_000];
const CHUNK = 25_000;

export interface AdvanceSeedTimings {
  usersMs: number;
  applicationsMs: number;
  advancesMs: number;
  ledgerMs: number;
  entries: number;
}

export async function seedAdvances(
  db: Db,
  options: { count: number; today: string; onChunk?: (done: number, total: number) => void },
): Promise<AdvanceSeedTimings> {
  const timings: AdvanceSeedTimings = {
    usersMs: 0,
    applicationsMs: 0,
    advancesMs: 0,
    ledgerMs: 0,
    entries: 0,
  };
  const today = sql`${options.today}::date`;
  const firsts = sql`(${sql.val(FIRST_NAMES)}::text[])`;
  const lasts = sql`(${sql.val(LAST_NAMES)}::text[])`;
  const amounts = sql`(${sql.val(AMOUNTS_CENTS)}::int[])`;
  const timed = async (
    key: Exclude<keyof AdvanceSeedTimings, 'entries'>,
    run: () => Promise<unknown>,
  ) => {
    const started = performance.now();
    await run();
    timings[key] += performance.now() - started;
  };

  for (let from = 1; from <= options.count; from += CHUNK) {
    const to = Math.min(options.count, from + CHUNK - 1);
    const series = sql`generate_series(${from}::int, ${to}::int) as g`;

    await timed('usersMs', () =>
      sql`
        insert into users (id, email, password_hash, first_name, last_name, phone, role, created_at, updated_at)
        select md5('user-' || g)::uuid, 'bench-adv-' || g || '@example.com', null,
          ${firsts}[1 + g % 8], ${lasts}[1 + (g / 8) % 8] || g, '5550100100', 'user',
          now() - make_interval(days => 400 - g % 365), now()
        from ${series}
      `.execute(db),
    );

    await timed('applicationsMs', () =>
      sql`
        insert into applications (id, user_id, status, review_notes, first_name, last_name, email,
          phone, zip_code, requested_amount_cents, processing_fee_cents, amount_to_receive_cents,
          how_often_need_cash, monthly_benefit_cents, benefit_payment_day,
          monthly_rent_mortgage_cents, date_of_birth, benefit_schedule, apr_basis_points,
          finance_charge_cents, amount_financed_cents, total_of_payments_cents,
          disbursement_date, due_date, days, quoted_at, idempotency_key, request_fingerprint,
          created_at, updated_at)
        select md5('app-' || g)::uuid, md5('user-' || g)::uuid, 'Approved', null,
          ${firsts}[1 + g % 8], ${lasts}[1 + (g / 8) % 8] || g, 'bench-adv-' || g || '@example.com',
          '5550100100', '62704', a.principal, a.fee, a.principal - a.fee,
          'monthly', 184300, 3, 65000, '1955-04-08', 'third_of_month', 3763,
          a.fee, a.principal - a.fee, a.principal,
          ${today} - 40, ${today} - 10, 30, now() - interval '40 days', null, 'bench-adv-' || g,
          now() - interval '40 days', now() - interval '40 days'
        from ${series}
        cross join lateral (select ${amounts}[1 + g % 5] as principal,
          round(${amounts}[1 + g % 5] * 0.03)::int as fee) a
      `.execute(db),
    );

    // d: the advance's dates by category; c: its category.
    await timed('advancesMs', () =>
      sql`
        insert into advances (id, application_id, user_id, state, benefit_schedule, principal_cents,
          fee_cents, amount_financed_cents, apr_basis_points, disclosed_due_date, due_date, days,
          funded_on, balance_cents, paid_cents, waived_cents, cancel_reason, cancelled_by,
          cancelled_at, created_at, updated_at)
        select md5('adv-' || g)::uuid, md5('app-' || g)::uuid, md5('user-' || g)::uuid,
          c.state, 'third_of_month', a.principal, a.fee, a.principal - a.fee, 3763,
          d.due, d.due, greatest(1, d.due - coalesce(d.funded, ${today})), d.funded,
          case c.state when 'funded' then case when g % 3 = 0 then a.principal - a.principal / 2
            else a.principal end else 0 end,
          case c.state when 'repaid' then a.principal
            when 'funded' then case when g % 3 = 0 then a.principal / 2 else 0 end else 0 end,
          0,
          case when c.state = 'cancelled' then 'Applicant asked to stop' end,
          null,
          case when c.state = 'cancelled' then now() - make_interval(days => g % 30) end,
          d.created, d.created
        from ${series}
        cross join lateral (select ${amounts}[1 + g % 5] as principal,
          round(${amounts}[1 + g % 5] * 0.03)::int as fee) a
        cross join lateral (select case
          when g % 20 < 4 then 'awaiting_funding' when g % 20 = 4 then 'cancelled'
          when g % 20 < 12 then 'repaid' else 'funded' end as state) c
        cross join lateral (select
          case c.state when 'repaid' then ${today} - 30 - g % 300
            when 'funded' then ${today} - 30 + g % 75 else ${today} + 14 + g % 20 end as due,
          case c.state when 'repaid' then ${today} - 60 - g % 300
            when 'funded' then least(${today} - 60 + g % 75, ${today} - 1) end as funded,
          case when c.state in ('repaid', 'funded') then now() - interval '61 days'
            else now() - make_interval(days => g % 7, secs => g % 86400) end as created) d
      `.execute(db),
    );

    await timed('ledgerMs', async () => {
      const funded = sql`from advances v join ${series} on v.id = md5('adv-' || g)::uuid
        where v.funded_on is not null`;
      await sql`
        insert into ledger_entries (advance_id, kind, amount_cents, effective_date, method,
          reference, actor_role, created_at)
        select v.id, 'disbursement', v.amount_financed_cents, v.funded_on, 'ach', 'ACH-' || g,
          'staff', v.funded_on::timestamptz ${funded}
      `.execute(db);
      await sql`
        insert into ledger_entries (advance_id, kind, amount_cents, effective_date, actor_role,
          created_at)
        select v.id, 'fee', v.fee_cents, v.funded_on, 'staff', v.funded_on::timestamptz ${funded}
      `.execute(db);
      await sql`
        insert into ledger_entries (advance_id, kind, amount_cents, effective_date, method,
          reference, actor_role, created_at)
        select v.id, 'payment', v.paid_cents, least(v.due_date, ${today}), 'ach', 'PAY-' || g,
          'staff', least(v.due_date, ${today})::timestamptz ${funded} and v.paid_cents > 0
      `.execute(db);
      await sql`
        insert into payment_authorizations (advance_id, user_id, amount_cents, pay_on, status,
          consent_text, ip_address, user_agent, created_at, updated_at)
        select v.id, v.user_id, v.balance_cents, greatest(v.due_date, ${today}), 'pending',
          'Bench consent', '127.0.0.1', 'bench', now(), now()
        ${funded} and v.state = 'funded' and g % 20 = 12
      `.execute(db);
    });
    options.onChunk?.(to, options.count);
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(
    db,
  );
  timings.entries = rows[0]?.n ?? 0;
  return timings;
}
