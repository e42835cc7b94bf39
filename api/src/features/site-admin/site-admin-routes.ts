// Operations on one branded site (the one the request is for: `_force_domain` or the Host), for staff with
// the ADMIN_TOKEN: open or close signups, and hand out invite codes for invite-only sites.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNUP_MODES } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { inviteCodes, sites } from '../../db/schema/index';
import { requireStaffAccess } from '../staff/core/staff-access';

const tags = ['site administration'];

/** Ten characters from an alphabet without look-alikes (0/O, 1/I/L): read aloud or typed from a letter. */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/signups.php',
    {
      schema: {
        tags,
        summary: "Set the site's signup mode: all, with_trafficsource or none (Bearer ADMIN_TOKEN)",
        body: z.object({ signups: z.enum(SIGNUP_MODES) }),
        response: { 200: z.object({ domain: z.string(), signups: z.enum(SIGNUP_MODES) }) },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'sites.manage');
      await app.db.update(sites).set({ signups: request.body.signups }).where(eq(sites.id, request.site.id));
      app.sites.invalidate();
      return { domain: request.site.domain, signups: request.body.signups };
    },
  );

  app.post(
    '/admin/invite-codes.php',
    {
      schema: {
        tags,
        summary: 'Create an invite code for the site (Bearer ADMIN_TOKEN); without a code one is generated',
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
    },
    async (request, reply) => {
      await requireStaffAccess(request, 'sites.manage');
      const { max_uses: maxUses, expires_at: expiresAt } = request.body;
      if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) {
        throw new AppError(400, 'validation_failed', 'expires_at must be in the future.');
      }
      const [created] = await app.db
        .insert(inviteCodes)
        .values({
          siteId: request.site.id,
          code: request.body.code ?? newInviteCode(),
          maxUses,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError(409, 'invite_code_exists', 'This site already has this invite code.');
      return reply.code(201).send({
        code: created.code,
        max_uses: created.maxUses,
        expires_at: created.expiresAt?.toISOString() ?? null,
      });
    },
  );
};

export default siteAdminRoutes;
