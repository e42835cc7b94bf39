// A site's payment methods per country in the console. The provider decides which methods a country can
// use at all (payment-methods.ts); the site may offer fewer. The checkout reads the choice at each visit;
// a payment already started keeps its method (the payment row holds it).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isoCountrySchema,
  staffCountryMethodsSchema,
  staffPaymentMethodsAnswerSchema,
  staffPaymentMethodsPutSchema,
} from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { sitePaymentMethods } from '../../../db/schema/index';
import { methodsForCountry } from '../../payments/payment-methods';
import { countryMethodsOf, siteMethodSettings } from '../../payments/site-payment-methods';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import { managedSite } from './managed-site';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });
const countryParams = domainParams.extend({ country: isoCountrySchema });

async function storedMethods(db: DbOrTx, siteId: number, country: string) {
  const [row] = await db
    .select({ methods: sitePaymentMethods.methods })
    .from(sitePaymentMethods)
    .where(and(eq(sitePaymentMethods.siteId, siteId), eq(sitePaymentMethods.country, country)));
  return row?.methods ?? null;
}

const sitePaymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:domain/payment-methods',
    {
      schema: {
        tags,
        summary: 'The methods the site offers per country: its own countries, then any other it set',
        params: domainParams,
        response: { 200: staffPaymentMethodsAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      return { countries: await siteMethodSettings(app.db, site) };
    },
  );

  app.get(
    '/sites/:domain/payment-methods/:country',
    {
      schema: {
        tags,
        summary: 'The methods the site offers members of one country, and those the provider takes there',
        params: countryParams,
        response: { 200: staffCountryMethodsSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      const { country } = request.params;
      return countryMethodsOf(country, await storedMethods(app.db, site.id, country));
    },
  );

  app.put(
    '/sites/:domain/payment-methods/:country',
    {
      schema: {
        tags,
        summary: 'Set the methods offered in a country (each one the provider takes there)',
        params: countryParams,
        body: staffPaymentMethodsPutSchema,
        response: { 200: staffCountryMethodsSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      const { country } = request.params;
      const available = methodsForCountry(country);
      const unsupported = request.body.methods.filter((method) => !available.includes(method));
      if (unsupported.length > 0) {
        const message = `Not available in ${country}: ${unsupported.join(', ')}.`;
        throw new AppError(400, 'validation_failed', message, [
          { field: 'body.methods', code: 'unsupported', message },
        ]);
      }
      const after = countryMethodsOf(country, request.body.methods);
      await app.db.transaction(async (tx) => {
        const stored = await storedMethods(tx, site.id, country);
        const before = countryMethodsOf(country, stored);
        await tx
          .insert(sitePaymentMethods)
          .values({ siteId: site.id, country, methods: after.enabled })
          .onConflictDoUpdate({
            target: [sitePaymentMethods.siteId, sitePaymentMethods.country],
            set: { methods: after.enabled, updatedAt: new Date() },
          });
        await writeAudit(tx, staff, {
          action: 'site.payment_methods',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { country, methods: before.enabled, custom: before.custom },
          after: { country, methods: after.enabled, custom: true },
        });
      });
      return after;
    },
  );

  app.delete(
    '/sites/:domain/payment-methods/:country',
    {
      schema: {
        tags,
        summary: 'Offer every method the provider takes in a country again (the default)',
        params: countryParams,
        response: { 200: staffCountryMethodsSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      const { country } = request.params;
      await app.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(sitePaymentMethods)
          .where(and(eq(sitePaymentMethods.siteId, site.id), eq(sitePaymentMethods.country, country)))
          .returning({ methods: sitePaymentMethods.methods });
        // Nothing stored: the default already applies, and there is nothing to record.
        if (!removed) return;
        await writeAudit(tx, staff, {
          action: 'site.payment_methods',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { country, methods: countryMethodsOf(country, removed.methods).enabled, custom: true },
          after: { country, methods: methodsForCountry(country), custom: false },
        });
      });
      return countryMethodsOf(country, null);
    },
  );
};

export default sitePaymentMethodRoutes;
