// The funnel's counts, straight from the tables (so anyone can reproduce them with this one query): the
// visitors whose first visit falls in the period, and how far each of them got, whenever that was.
import { sql } from 'drizzle-orm';
import { FUNNEL_DIRECT_SOURCE, type FunnelStepCounts } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

export interface FunnelFilter {
  siteId: number;
  remote: string;
  /** First visits from this instant... */
  from: Date;
  /** ...up to, not including, this one. */
  to: Date;
  /** A network, FUNNEL_DIRECT_SOURCE for visits without one, or null for all. */
  source: string | null;
}

export interface FunnelCountRow extends FunnelStepCounts {
  entry: string;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  revenueCents: number;
}

/**
 * One row per variant (entry) and traffic source (network, ref, sub1-sub3). Each visitor (bucket) is one visit row, so counts are of
 * visitors. The steps are nested: completing a signup counts as having started it (a signup without the
 * check call), and a visitor counts as activated or paying only as a member who signed up in this visit's
 * bucket and reached the steps before. Activation: the activation link was used. First payment: a payment
 * completed (also if refunded later). Revenue: their payments still completed, in the site's currency.
 */
export async function funnelCounts(db: DbOrTx, filter: FunnelFilter): Promise<FunnelCountRow[]> {
  const source = filter.source;
  const rows = await sqlRows<Record<string, unknown>>(
    db,
    sql`
    with visit as (
      select v.bucket, v.entry, v.network, v.ref, v.sub1, v.sub2, v.sub3, v.signup_started_at is not null as started
      from funnel_visits v
      where v.site_id = ${filter.siteId} and v.remote = ${filter.remote}
        and v.created_at >= ${filter.from.toISOString()}::timestamptz
        and v.created_at < ${filter.to.toISOString()}::timestamptz
        and (${source}::text is null
          or (${source}::text = ${FUNNEL_DIRECT_SOURCE} and v.network is null)
          or v.network = ${source}::text)
    ),
    member as (
      select s.bucket, s.user_id
      from signup_remote_variants s
      where s.site_id = ${filter.siteId} and s.remote = ${filter.remote}
        and s.bucket in (select bucket from visit)
    ),
    reached as (
      select visit.*,
        exists (select 1 from member m where m.bucket = visit.bucket) as completed,
        exists (
          select 1 from member m
          join account_tokens t on t.user_id = m.user_id
          where m.bucket = visit.bucket and t.purpose = 'activation' and t.used_at is not null
        ) as activated,
        exists (
          select 1 from member m
          join payments p on p.user_id = m.user_id
          where m.bucket = visit.bucket and p.completed_at is not null
            and p.status in ('completed', 'refunded', 'charged_back')
        ) as paid,
        (
          select coalesce(sum(p.amount_cents), 0) from member m
          join payments p on p.user_id = m.user_id
          where m.bucket = visit.bucket and p.status = 'completed'
        ) as revenue
      from visit
    )
    select entry, network, ref, sub1, sub2, sub3,
      count(*)::int as visits,
      (count(*) filter (where started or completed))::int as signup_started,
      (count(*) filter (where completed))::int as signup_completed,
      (count(*) filter (where completed and activated))::int as activated,
      (count(*) filter (where completed and activated and paid))::int as first_payment,
      (coalesce(sum(revenue) filter (where completed and activated and paid), 0))::float8 as revenue_cents
    from reached
    group by entry, network, ref, sub1, sub2, sub3
    order by entry, network nulls first, ref nulls first, sub1 nulls first, sub2 nulls first, sub3 nulls first`,
  );
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((row) => ({
    entry: String(row.entry),
    network: text(row.network),
    ref: text(row.ref),
    sub1: text(row.sub1),
    sub2: text(row.sub2),
    sub3: text(row.sub3),
    visits: Number(row.visits),
    signupStarted: Number(row.signup_started),
    signupCompleted: Number(row.signup_completed),
    activated: Number(row.activated),
    firstPayment: Number(row.first_payment),
    revenueCents: Math.round(Number(row.revenue_cents)),
  }));
}
