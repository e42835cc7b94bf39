// Lander copy in the console (issue #32 item 5): marketing and admins write a lander's headline, lead and
// call to action per site, kind (or all landers) and locale, or remove the text to show the built-in one
// again. Every change is audited (`site.lander_copy`) in its transaction; the landers read the table at
// each page load (landers/lander-copy-routes.ts), so the next page load on any instance shows it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  LANDER_COPY_MAX_LENGTH,
  localeFromLanguageTag,
  staffLanderCopyAnswerSchema,
  staffLanderCopyParamsSchema,
  staffLanderCopyPutSchema,
  staffLanderCopyQuerySchema,
  type StaffLanderCopyAnswer,
  type StaffLanderCopyEntry,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { landerCopy, sites, staffAccounts } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';
import { managedSite } from '../sites/managed-site';
import { builtInCopy, copyProblem } from './built-in-copy';

const tags = ['staff lander copy'];

async function visibleSites(db: DbOrTx, staff: StaffIdentity) {
  return db
    .select({
      id: sites.id,
      domain: sites.domain,
      name: sites.name,
      niche: sites.niche,
      domainLanguage: sites.domainLanguage,
    })
    .from(sites)
    .where(staff.sites === null ? undefined : inArray(sites.id, staff.sites.length ? staff.sites : [-1]))
    .orderBy(asc(sites.id));
}

function siteEntry(site: { domain: string; name: string; domainLanguage: string }) {
  return {
    domain: site.domain,
    name: site.name,
    locale: localeFromLanguageTag(site.domainLanguage) ?? DEFAULT_LOCALE,
  };
}

async function overridesOf(db: DbOrTx, siteId: number): Promise<StaffLanderCopyEntry[]> {
  const rows = await db
    .select({
      kind: landerCopy.kind,
      locale: landerCopy.locale,
      field: landerCopy.field,
      text: landerCopy.text,
      updatedBy: staffAccounts.name,
      updatedAt: landerCopy.updatedAt,
    })
    .from(landerCopy)
    .leftJoin(staffAccounts, eq(staffAccounts.id, landerCopy.updatedBy))
    .where(eq(landerCopy.siteId, siteId))
    .orderBy(asc(landerCopy.kind), asc(landerCopy.locale), asc(landerCopy.field));
  return rows.map((row) => ({
    ...(row as Omit<StaffLanderCopyEntry, 'updatedBy' | 'updatedAt'>),
    updatedBy: row.updatedBy ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const deleteAnswer = z.object({ removed: z.boolean() });

const landerCopyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = app.config.frontendRoot;

  async function answerFor(staff: StaffIdentity, domain: string | undefined): Promise<StaffLanderCopyAnswer> {
    const allowed = await visibleSites(app.db, staff);
    const site = domain ? await managedSite(app.db, staff, domain) : allowed[0];
    if (!site) throw caseError(404, 'not_found', 'site', 'There is no site you may edit.');
    return {
      site: siteEntry(site),
      sites: allowed.map(siteEntry),
      overrides: await overridesOf(app.db, site.id),
      builtIn: builtInCopy(root, site.niche),
    };
  }

  app.get(
    '/lander-copy',
    {
      schema: {
        tags,
        summary: "A site's lander copy: its overrides and the built-in texts they replace",
        querystring: staffLanderCopyQuerySchema,
        response: { 200: staffLanderCopyAnswerSchema },
      },
      config: { staff: 'landers.copy' },
    },
    async (request) => answerFor(currentStaff(request), request.query.site),
  );

  app.put(
    '/lander-copy/:domain/:kind/:locale/:field',
    {
      schema: {
        tags,
        summary: "Write a lander's headline, lead or call to action for a site and locale",
        params: staffLanderCopyParamsSchema,
        body: staffLanderCopyPutSchema,
        response: { 200: staffLanderCopyAnswerSchema },
      },
      config: { staff: 'landers.copy' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { kind, locale, field } = request.params;
      const site = await managedSite(app.db, staff, request.params.domain);
      const { text } = request.body;
      const problem =
        text.length > LANDER_COPY_MAX_LENGTH[field]
          ? `at most ${LANDER_COPY_MAX_LENGTH[field]} characters`
          : copyProblem(root, site.niche, kind, locale, field, text);
      if (problem)
        throw new AppError(400, 'validation_failed', 'Some fields are not valid.', [
          { field: 'text', code: 'invalid', message: problem },
        ]);
      await app.db.transaction(async (tx) => {
        const key = and(
          eq(landerCopy.siteId, site.id),
          eq(landerCopy.kind, kind),
          eq(landerCopy.locale, locale),
          eq(landerCopy.field, field),
        );
        const [before] = await tx.select({ text: landerCopy.text }).from(landerCopy).where(key);
        if (before?.text === text) return;
        const updatedBy = staff.machine ? null : staff.id;
        await tx
          .insert(landerCopy)
          .values({ siteId: site.id, kind, locale, field, text, updatedBy })
          .onConflictDoUpdate({
            target: [landerCopy.siteId, landerCopy.kind, landerCopy.locale, landerCopy.field],
            set: { text, updatedBy, updatedAt: new Date() },
          });
        await writeAudit(tx, staff, {
          action: 'site.lander_copy',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: before ? { kind, locale, field, text: before.text } : null,
          after: { kind, locale, field, text },
        });
      });
      return answerFor(staff, site.domain);
    },
  );

  app.delete(
    '/lander-copy/:domain/:kind/:locale/:field',
    {
      schema: {
        tags,
        summary: 'Remove an override: the lander shows its built-in text again',
        params: staffLanderCopyParamsSchema,
        response: { 200: staffLanderCopyAnswerSchema.extend(deleteAnswer.shape) },
      },
      config: { staff: 'landers.copy' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { kind, locale, field } = request.params;
      const site = await managedSite(app.db, staff, request.params.domain);
      const removed = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .delete(landerCopy)
          .where(
            and(
              eq(landerCopy.siteId, site.id),
              eq(landerCopy.kind, kind),
              eq(landerCopy.locale, locale),
              eq(landerCopy.field, field),
            ),
          )
          .returning({ text: landerCopy.text });
        if (!before) return false;
        await writeAudit(tx, staff, {
          action: 'site.lander_copy',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { kind, locale, field, text: before.text },
          after: null,
        });
        return true;
      });
      return { ...(await answerFor(staff, site.domain)), removed };
    },
  );
};

export default landerCopyStaffRoutes;
