import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { companyInfo, creditBundles, discountCodes, gifts, sites } from '../db/schema/index';
import { hashPassword } from '../features/auth/password';
import { catalogueRows } from '../features/gifts/gift-catalogue';
import { availableParallelism } from 'node:os';
import { generatePortraits, inBatches } from './demo-photos';
import { demoProfile } from './demo-profiles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_SITES } from './demo-sites';
import { seedDemoActivity } from './demo-activity';
import { seedDemoPaymentOffers } from '../features/payments/demo-bundles';
import { paymentDemoMembers } from './demo-payment-logins';
import { seedDemoCommunity } from './demo-community';
import { Random } from './random';
import { seedDemoStaff } from './demo-staff';
import { seedStaffBacklog } from './demo-backlog';
import { insertMembers } from './insert-members';
import { seedOperatorFacts } from './demo-operator-facts';
import type { Locale } from '@dating/shared/contract';

export interface SeedOptions {
  uploadsDir: string;
  /** How many demo profiles in all, spread over the sites. */
  profiles: number;
  log: { info(details: object, message: string): void };
}

const SEED_LOCK = 4_242_001;
/** Members whose portraits render at once (each renders its 1-4 photos in parallel too). */
const RENDER_PARALLEL = Math.max(2, Math.min(4, availableParallelism()));

/**
 * First start with an empty database: two demo sites, their company info, prices and welcome codes,
 * `profiles` demo members with generated photos, and the demo logins with chats, likes and a payment.
 * Does nothing when any site exists, so running it again changes nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const started = Date.now();
  const seeded = await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL database: the second waits, then finds the sites.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(sites);
    if ((existing?.count ?? 0) > 0) return false;

    const random = new Random(20240601);
    const today = new Date();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const totalWeight = DEMO_SITES.length;

    for (const [siteIndex, demo] of DEMO_SITES.entries()) {
      const company = firstRow(
        await tx.insert(companyInfo).values(demo.company).returning({ id: companyInfo.id }),
        'company',
      );
      const site = firstRow(
        await tx
          .insert(sites)
          .values({ ...demo.site, companyId: company.id })
          .returning(),
        'site',
      );
      await tx.insert(creditBundles).values(
        demo.bundles.map((bundle, index) => ({
          siteId: site.id,
          credits: bundle.credits,
          amountCents: bundle.amountCents,
          currency: site.currency,
          popular: bundle.popular ?? false,
          sortOrder: index,
        })),
      );
      await seedDemoPaymentOffers(tx, site, demo.bundles);
      await tx.insert(discountCodes).values({
        siteId: site.id,
        code: 'WELCOME',
        valuePercentage: site.welcomeDiscountPercentage,
        validity: 'once-per-user',
      });
      await tx.insert(gifts).values(catalogueRows(site));

      const count = Math.round(options.profiles / totalWeight);
      const generated = Array.from({ length: count }, (_, i) => ({
        index: i,
        profile: demoProfile(random, site, demo.countryWeights, today),
        // Every third member: a small demo site always has some, whatever the random draws before.
        fictional: i % 3 === 1,
      }));
      // Every member has 1-4 portraits; a few members render at a time, their photos side by side, so both
      // cores stay busy without holding hundreds of images in memory.
      const photoFiles = await inBatches(generated, RENDER_PARALLEL, (entry) =>
        generatePortraits(
          options.uploadsDir,
          `demo-${siteIndex + 1}-${entry.index + 1}`,
          entry.profile.portrait,
        ),
      );
      const memberIds = await insertMembers(
        tx,
        site.id,
        generated.map((entry, i) => ({
          email: `member${entry.index + 1}@demo.${site.domain}`,
          passwordHash,
          profile: entry.profile,
          photos: photoFiles[i] ?? [],
          user: { isFictional: entry.fictional, language: site.domainLanguage.slice(0, 2) as 'en' },
        })),
      );
      await seedOperatorFacts(
        tx,
        memberIds.filter((_, i) => generated[i]?.fictional),
        site.domainLanguage.slice(0, 2) as Locale,
      );
      const accounts = DEMO_ACCOUNTS.filter((account) => account.domain === site.domain);
      await seedDemoActivity(tx, {
        site,
        accounts,
        passwordHash,
        memberIds,
        random,
        today,
        uploadsDir: options.uploadsDir,
      });
      await seedDemoCommunity(tx, site, memberIds);
      // After everything the seed draws, so the other members stay the same.
      await insertMembers(tx, site.id, await paymentDemoMembers(site, passwordHash, options.uploadsDir));
      await seedStaffBacklog(tx, site, memberIds, options.uploadsDir);
    }
    return true;
  });
  if (seeded) options.log.info({ ms: Date.now() - started, profiles: options.profiles }, 'demo data seeded');
  if (await seedDemoStaff(db)) options.log.info({ roles: 5 }, 'demo staff accounts seeded');
}
