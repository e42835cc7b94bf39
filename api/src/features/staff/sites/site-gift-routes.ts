// A site's gift catalogue in the console: reprice a gift or take it out of the offer (and back). A sent
// gift keeps what it cost: the message row holds the credits spent.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffGiftPatchSchema,
  staffGiftSchema,
  staffGiftsAnswerSchema,
  type StaffGift,
  urlIdSchema,
} from '@dating/shared/contract';
import { caseError } from '../../../app-error';
import { gifts } from '../../../db/schema/index';
import { ensureCatalogue } from '../../gifts/gift-catalogue';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import { managedSite } from './managed-site';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });
const itemParams = domainParams.extend({ id: urlIdSchema });

const giftOf = (row: typeof gifts.$inferSelect): StaffGift => ({
  id: row.id,
  key: row.name,
  credits: row.credits,
  active: row.active,
});

const siteGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:domain/gifts',
    {
      schema: {
        tags,
        summary: "The site's gift catalogue, offered and retired gifts",
        params: domainParams,
        response: { 200: staffGiftsAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      await ensureCatalogue(app.db, site);
      const rows = await app.db.select().from(gifts).where(eq(gifts.siteId, site.id)).orderBy(asc(gifts.id));
      return { gifts: rows.map(giftOf) };
    },
  );

  app.patch(
    '/sites/:domain/gifts/:id',
    {
      schema: {
        tags,
        summary: 'Reprice a gift, or take it out of the offer or back',
        params: itemParams,
        body: staffGiftPatchSchema,
        response: { 200: staffGiftSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await managedSite(app.db, staff, request.params.domain);
      return app.db.transaction(async (tx) => {
        const where = and(eq(gifts.id, request.params.id), eq(gifts.siteId, site.id));
        const [before] = await tx.select().from(gifts).where(where);
        if (!before) throw caseError(404, 'not_found', 'gift', 'This site has no such gift.');
        const [after] = await tx.update(gifts).set(request.body).where(where).returning();
        if (!after) throw new Error('the gift was not returned');
        await writeAudit(tx, staff, {
          action: 'site.gift',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: giftOf(before),
          after: giftOf(after),
        });
        return giftOf(after);
      });
    },
  );
};

export default siteGiftRoutes;
