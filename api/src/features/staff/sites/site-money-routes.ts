// A site's prices in the console: credit bundles per country and currency, and discount codes. A price
// change never touches a payment already started: the payment row holds its own credits and amount, and a
// changed bundle is retired and replaced, so the bundle a pending payment names stays as it was.
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffBundleCreateSchema,
  staffBundlePatchSchema,
  staffBundleSchema,
  staffBundlesAnswerSchema,
  staffDiscountCodeCreateSchema,
  staffDiscountCodePatchSchema,
  staffDiscountCodeSchema,
  staffDiscountCodesAnswerSchema,
  TIME_BONUS_CODE,
  type StaffBundle,
  type StaffDiscountCode,
  urlIdSchema,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import { creditBundles, discountCodes } from '../../../db/schema/index';
import { WELCOME_CODE } from '../../discounts/discount-repository';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import { managedSite } from './managed-site';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });
const itemParams = domainParams.extend({ id: urlIdSchema });

type BundleRow = typeof creditBundles.$inferSelect;
type CodeRow = typeof discountCodes.$inferSelect;

const bundleOf = (row: BundleRow): StaffBundle => ({
  id: row.id,
  country: row.country,
  credits: row.credits,
  amountCents: row.amountCents,
  currency: row.currency,
  popular: row.popular,
  sortOrder: row.sortOrder,
});

const codeOf = (row: CodeRow): StaffDiscountCode => ({
  id: row.id,
  code: row.code,
  valuePercentage: row.valuePercentage,
  minimumOrderValueCents: row.minimumOrderValueCents,
  country: row.country,
  currency: row.currency,
  expires: row.expires?.toISOString() ?? null,
  validity: row.validity,
  paymentMethods: row.paymentMethods,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const bundleNotFound = () => caseError(404, 'not_found', 'bundle', 'This site has no such bundle.');
const codeExists = () =>
  new AppError(409, 'discount_code_exists', 'This site already has this discount code.');

const siteMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:domain/bundles',
    {
      schema: {
        tags,
        summary: "The site's offered credit bundles: the default ones and those per country",
        params: domainParams,
        response: { 200: staffBundlesAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      const rows = await app.db
        .select()
        .from(creditBundles)
        .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.active, true)))
        .orderBy(asc(creditBundles.country), asc(creditBundles.sortOrder), asc(creditBundles.id));
      return { bundles: rows.map(bundleOf) };
    },
  );

  app.post(
    '/sites/:domain/bundles',
    {
      schema: {
        tags,
        summary: 'Offer a new credit bundle, for every country or for one',
        params: domainParams,
        body: staffBundleCreateSchema,
        response: { 201: staffBundleSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(creditBundles)
          .values({ siteId: site.id, ...request.body })
          .returning();
        if (!row) throw new Error('the bundle was not returned');
        await writeAudit(tx, staff, {
          action: 'site.bundle',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          after: bundleOf(row),
        });
        return row;
      });
      return reply.code(201).send(bundleOf(created));
    },
  );

  app.patch(
    '/sites/:domain/bundles/:id',
    {
      schema: {
        tags,
        summary: 'Change or retire a bundle; a new price applies to new checkouts only',
        params: itemParams,
        body: staffBundlePatchSchema,
        response: { 200: staffBundleSchema.nullable() },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      const { active, ...changes } = request.body;
      return app.db.transaction(async (tx) => {
        const [bundle] = await tx
          .select()
          .from(creditBundles)
          .where(
            and(
              eq(creditBundles.id, request.params.id),
              eq(creditBundles.siteId, site.id),
              eq(creditBundles.active, true),
            ),
          );
        if (!bundle) throw bundleNotFound();
        const reprices =
          (changes.credits ?? bundle.credits) !== bundle.credits ||
          (changes.amountCents ?? bundle.amountCents) !== bundle.amountCents ||
          (changes.currency ?? bundle.currency) !== bundle.currency;
        let after: BundleRow | null = null;
        if (active === false || reprices) {
          await tx.update(creditBundles).set({ active: false }).where(eq(creditBundles.id, bundle.id));
        }
        if (active !== false && reprices) {
          const { id: _id, ...copy } = bundle;
          [after = null] = await tx
            .insert(creditBundles)
            .values({ ...copy, ...changes, active: true })
            .returning();
        } else if (active !== false) {
          [after = null] = await tx
            .update(creditBundles)
            .set(changes)
            .where(eq(creditBundles.id, bundle.id))
            .returning();
        }
        await writeAudit(tx, staff, {
          action: 'site.bundle',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: bundleOf(bundle),
          after: after ? bundleOf(after) : { id: bundle.id, active: false },
        });
        return after ? bundleOf(after) : null;
      });
    },
  );

  app.get(
    '/sites/:domain/discount-codes',
    {
      schema: {
        tags,
        summary: "The site's discount codes (not the per-member time bonuses)",
        params: domainParams,
        response: { 200: staffDiscountCodesAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      const rows = await app.db
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.siteId, site.id), isNull(discountCodes.userId)))
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
      return { codes: rows.map(codeOf) };
    },
  );

  app.post(
    '/sites/:domain/discount-codes',
    {
      schema: {
        tags,
        summary: 'Create a discount code: percentage, limit, expiry, country, currency, payment methods',
        params: domainParams,
        body: staffDiscountCodeCreateSchema,
        response: { 201: staffDiscountCodeSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      const { expires, ...body } = request.body;
      if (expires && new Date(expires).getTime() <= Date.now()) {
        throw new AppError(400, 'validation_failed', 'expires must be in the future.', [
          { field: 'body.expires', code: 'in_the_past', message: 'expires must be in the future.' },
        ]);
      }
      // The checkout reads these two names itself; a row with either would never be found.
      if (body.code === WELCOME_CODE || body.code === TIME_BONUS_CODE) throw codeExists();
      const created = await app.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: discountCodes.id })
          .from(discountCodes)
          .where(
            and(
              eq(discountCodes.code, body.code),
              or(eq(discountCodes.siteId, site.id), isNull(discountCodes.siteId)),
            ),
          )
          .limit(1);
        if (taken) return null;
        const [row] = await tx
          .insert(discountCodes)
          .values({ siteId: site.id, ...body, expires: expires ? new Date(expires) : null })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await writeAudit(tx, staff, {
          action: 'site.discount_code',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          after: codeOf(row),
        });
        return row;
      });
      if (!created) throw codeExists();
      return reply.code(201).send(codeOf(created));
    },
  );

  app.patch(
    '/sites/:domain/discount-codes/:id',
    {
      schema: {
        tags,
        summary: 'Switch a discount code off or on again',
        params: itemParams,
        body: staffDiscountCodePatchSchema,
        response: { 200: staffDiscountCodeSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      return app.db.transaction(async (tx) => {
        const where = and(
          eq(discountCodes.id, request.params.id),
          eq(discountCodes.siteId, site.id),
          isNull(discountCodes.userId),
        );
        const [before] = await tx.select().from(discountCodes).where(where);
        if (!before)
          throw caseError(404, 'not_found', 'discount_code', 'This site has no such discount code.');
        const [after] = await tx.update(discountCodes).set(request.body).where(where).returning();
        if (!after) throw new Error('the code was not returned');
        await writeAudit(tx, staff, {
          action: 'site.discount_code',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { code: before.code, status: before.status },
          after: { code: after.code, status: after.status },
        });
        return codeOf(after);
      });
    },
  );
};

export default siteMoneyRoutes;
