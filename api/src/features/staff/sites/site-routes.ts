// Operations on one branded site, named by its domain in the path: open or close its signups, hand out invite
// codes for an invite-only site, and look up where a member came from (affiliate disputes: "did our click
// convert?"). Staff with `sites.manage` on that site, or the machine token (deploy scripts, the e2e suite).
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNUP_MODES, urlIdSchema } from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import { inviteCodes, sites, trackingRecords } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { assertSite, currentStaff } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';
import { memberSite } from '../members/member-file';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });

/** Ten characters from an alphabet without look-alikes (0/O, 1/I/L): read aloud or typed from a letter. */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The site after the site check; a site-limited staff member gets 403 for an unknown domain too. */
  async function allowedSite(staff: StaffIdentity, domain: string) {
    const [site] = await app.db
      .select({ id: sites.id, domain: sites.domain, signups: sites.signups })
      .from(sites)
      .where(eq(sites.domain, domain.toLowerCase()));
    assertSite(staff, site?.id ?? null);
    if (!site) throw caseError(404, 'not_found', 'site', 'There is no site with this domain.');
    return site;
  }

  app.put(
    '/sites/:domain/signups',
    {
      schema: {
        tags,
        summary: "Set a site's signup mode: all, with_trafficsource, none (invite only) or closed",
        params: domainParams,
        body: z.object({ signups: z.enum(SIGNUP_MODES) }),
        response: { 200: z.object({ domain: z.string(), signups: z.enum(SIGNUP_MODES) }) },
      },
      config: { staff: 'sites.manage', staffMachine: true },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await allowedSite(staff, request.params.domain);
      const { signups } = request.body;
      await app.db.transaction(async (tx) => {
        await tx.update(sites).set({ signups }).where(eq(sites.id, site.id));
        await writeAudit(tx, staff, {
          action: 'site.signups',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { signups: site.signups },
          after: { signups },
        });
      });
      app.sites.invalidate();
      return { domain: site.domain, signups };
    },
  );

  app.post(
    '/sites/:domain/invite-codes',
    {
      schema: {
        tags,
        summary: 'Create an invite code for a site; without a code one is generated',
        params: domainParams,
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9-]{6,40}$/, 'letters, digits and dashes, 6 to 40 characters')
            .optional(),
          max_uses: z.number().int().min(1).max(100_000).default(1),
          expires_at: z.iso.datetime({ offset: true }).optional(),
        }),
        response: {
          201: z.object({ code: z.string(), max_uses: z.number().int(), expires_at: z.string().nullable() }),
        },
      },
      config: { staff: 'sites.manage', staffMachine: true },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const site = await allowedSite(staff, request.params.domain);
      const { max_uses: maxUses, expires_at: expiresAt } = request.body;
      if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) {
        throw new AppError(400, 'validation_failed', 'expires_at must be in the future.');
      }
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inviteCodes)
          .values({
            siteId: site.id,
            code: request.body.code ?? newInviteCode(),
            maxUses,
            expiresAt: expiresAt ? new Date(expiresAt) : null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        await writeAudit(tx, staff, {
          action: 'site.invite_code',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          after: { code: row.code, maxUses: row.maxUses, expiresAt: row.expiresAt?.toISOString() ?? null },
        });
        return row;
      });
      if (!created) throw new AppError(409, 'invite_code_exists', 'This site already has this invite code.');
      return reply.code(201).send({
        code: created.code,
        max_uses: created.maxUses,
        expires_at: created.expiresAt?.toISOString() ?? null,
      });
    },
  );

  app.get(
    '/tracking/:userId',
    {
      schema: {
        tags,
        summary: "A member's tracking record (network, ref, sub1-sub3) on their site",
        params: z.object({ userId: urlIdSchema }),
        response: {
          200: z.object({
            network: z.string(),
            ref: z.string().nullable(),
            sub1: z.string().nullable(),
            sub2: z.string().nullable(),
            sub3: z.string().nullable(),
          }),
        },
      },
      config: { staff: 'sites.manage', staffMachine: true },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { userId } = request.params;
      const siteId = await memberSite(app.db, userId);
      assertSite(staff, siteId);
      const [record] =
        siteId === null
          ? []
          : await app.db
              .select({
                network: trackingRecords.network,
                ref: trackingRecords.ref,
                sub1: trackingRecords.sub1,
                sub2: trackingRecords.sub2,
                sub3: trackingRecords.sub3,
              })
              .from(trackingRecords)
              .where(and(eq(trackingRecords.userId, userId), eq(trackingRecords.siteId, siteId)))
              .orderBy(desc(trackingRecords.id))
              .limit(1);
      if (!record)
        throw caseError(404, 'not_found', 'tracking_record', 'This member has no tracking record.');
      return record;
    },
  );
};

export default siteRoutes;
