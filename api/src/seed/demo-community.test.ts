import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../testing/test-app';
import { demoPlaces } from './demo-places';

type Rows<T> = { rows: T[] };

test('demo members chat among themselves, some bought credits, and each lives in a town of their region', async (t) => {
  const { app } = await buildTestApp(t, { seedDemo: true, demoProfiles: 30 });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as Rows<T>).rows;

  const [among] = await rows<{ n: number; messages: number }>(sql`select count(*)::int as n,
      (select count(*)::int from messages m where m.conversation_id in (select c2.id from conversations c2
        join users a2 on a2.id = c2.user_low_id join users b2 on b2.id = c2.user_high_id
        where a2.email like '%@demo.%' and b2.email like '%@demo.%')) as messages
    from conversations c join users a on a.id = c.user_low_id join users b on b.id = c.user_high_id
    where a.email like '%@demo.%' and b.email like '%@demo.%'`);
  assert.ok(among!.n >= 5, `conversations between demo members: ${among!.n}`);
  assert.ok(among!.messages >= among!.n * 2);

  // Each purchase is booked: a completed payment, its ledger row, the credits and premium.
  const bought = await rows<{ credits: number; booked: number | null; paid: boolean; balance: number }>(
    sql`select p.credits, l.delta as booked, u.paid_user as paid, u.credits as balance from payments p
      join users u on u.id = p.user_id
      left join credit_ledger l on l.payment_id = p.id or (l.reason = 'payment' and l.reference = p.id::text)
      where u.email like '%@demo.%' and p.status = 'completed'`,
  );
  assert.ok(bought.length >= 2, `demo members who paid: ${bought.length}`);
  for (const payment of bought) {
    assert.equal(payment.booked, payment.credits);
    assert.equal(payment.paid, true);
    assert.ok(payment.balance >= payment.credits);
  }
  const methods = await rows<{ n: number }>(
    sql`select count(distinct payment_method)::int as n from payments`,
  );
  assert.ok(methods[0]!.n >= 3, 'the purchases use the methods of the buyers’ countries');

  const places = await rows<{ country: string; region: string; city: string }>(
    sql`select p.country, p.region, p.city from profiles p join users u on u.id = p.user_id
      where u.email like '%@demo.%'`,
  );
  for (const place of places) {
    const towns = new Map(demoPlaces(place.country)).get(place.region);
    assert.ok(towns?.includes(place.city), `${place.city} lies in ${place.region} (${place.country})`);
  }
});
