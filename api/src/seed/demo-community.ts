// What makes a demo site look used by more than the demo logins: conversations among its demo members and
// credit purchases by some of them, spread over the last weeks. Drawn from a generator of its own, after
// the rest of the seed, so the members, photos and the demo logins' chats stay exactly as they were.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Gender, PaymentMethod, Sexuality } from '@dating/shared/contract';
import type { Tx } from '../db/client';
import { firstRow } from '../db/first-row';
import { creditBundles, payments, profiles, users } from '../db/schema/index';
import { createCredits } from '../features/credits/credits';
import { soughtGenders } from '../features/likes/likes-repository';
import { methodsForCountry, usesHostedCheckout } from '../features/payments/payment-methods';
import type { Site } from '../plugins/site';
import { seedConversation } from './demo-activity';
import { demoTexts } from './demo-texts';
import { Random } from './random';

interface Member {
  id: number;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  fictional: boolean;
}

const suits = (a: Member, b: Member) =>
  soughtGenders(a.gender, a.sexuality).includes(b.gender) &&
  soughtGenders(b.gender, b.sexuality).includes(a.gender);

/** About one conversation per three members, each with a real member in it; a quarter of them paid. */
export async function seedDemoCommunity(
  tx: Tx,
  site: Pick<Site, 'id' | 'domainLanguage'>,
  memberIds: readonly number[],
): Promise<void> {
  const random = new Random(90_210 + site.id);
  const texts = demoTexts(site.domainLanguage);
  const members: Member[] = memberIds.length
    ? await tx
        .select({
          id: profiles.userId,
          gender: profiles.gender,
          sexuality: profiles.sexuality,
          country: profiles.country,
          fictional: users.isFictional,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(inArray(profiles.userId, [...memberIds]))
        .orderBy(profiles.userId)
    : [];
  const real = members.filter((member) => !member.fictional);

  const pairs = new Set<string>();
  for (let i = 0; i < Math.floor(members.length / 3) && real.length > 0; i++) {
    const first = random.pick(real);
    const candidates = members.filter(
      (other) =>
        other.id !== first.id &&
        suits(first, other) &&
        !pairs.has([first.id, other.id].sort((a, b) => a - b).join('-')),
    );
    if (candidates.length === 0) continue;
    const second = random.pick(candidates);
    pairs.add([first.id, second.id].sort((a, b) => a - b).join('-'));
    const length = random.int(2, 8);
    const lines = Array.from({ length }, (_, n) =>
      n === 0 ? random.pick(texts.firstMessages) : random.pick(texts.replies),
    );
    await seedConversation(tx, first.id, second.id, lines, random.int(0, 1), random.int(10, 60 * 24 * 21));
  }

  for (const buyer of real.filter(() => random.chance(0.25))) {
    await seedPurchase(tx, site.id, buyer, random);
  }
}

/** One completed purchase in the member's country (its bundles and one of its methods), with its ledger row. */
async function seedPurchase(tx: Tx, siteId: number, buyer: Member, random: Random): Promise<void> {
  const own = await tx
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.country, buyer.country)));
  const bundles = own.length
    ? own
    : await tx
        .select()
        .from(creditBundles)
        .where(and(eq(creditBundles.siteId, siteId), isNull(creditBundles.country)));
  if (bundles.length === 0) return;
  const bundle = random.pick(bundles);
  const methods: PaymentMethod[] = methodsForCountry(buyer.country).filter(usesHostedCheckout);
  const daysAgo = random.int(1, 120);
  const payment = firstRow(
    await tx
      .insert(payments)
      .values({
        userId: buyer.id,
        siteId,
        bundleId: bundle.id,
        credits: bundle.credits,
        amountCents: bundle.amountCents,
        baseAmountCents: bundle.amountCents,
        currency: bundle.currency,
        country: buyer.country,
        paymentMethod: random.pick(methods),
        status: 'completed',
        provider: 'sandbox',
        providerReference: `demo-community-${buyer.id}`,
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        completedAt: sql`now() - make_interval(days => ${daysAgo})`,
      })
      .returning({ id: payments.id }),
    'demo payment',
  );
  await createCredits(tx as never).apply(
    { userId: buyer.id, delta: bundle.credits, reason: 'payment', reference: String(payment.id) },
    tx,
  );
  await tx.update(users).set({ paidUser: true }).where(eq(users.id, buyer.id));
}
