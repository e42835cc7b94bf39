// The site console: list, create and edit branded sites. Admins (`sites.manage`); a staff member limited to
// some sites sees and edits only those and cannot create one. Every change is audited in its transaction,
// which also tells every instance's site cache to reload (plugins/site.ts).
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffSiteCreateSchema,
  staffSitePatchSchema,
  staffSiteFileSchema,
  staffSitesAnswerSchema,
  type StaffSiteSettings,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { companyInfo, sites } from '../../../db/schema/index';
import { renameRegistrySite } from '../../../frontend/registry-store';
import { writeAudit } from '../core/staff-audit';
import { assertSite, currentStaff, staffSiteForbidden } from '../core/staff-guard';
import { changedSettings, columnsOf, furnishNewSite, settingsOf, staffSiteOf } from './site-settings';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });

const domainTaken = (field: 'domain' | 'otherDomains' = 'domain') =>
  new AppError(409, 'site_domain_taken', 'Another site already uses this domain.', [
    { field: `body.${field}`, code: 'taken', message: 'Another site already uses this domain.' },
  ]);

async function siteByDomain(db: DbOrTx, domain: string) {
  const [site] = await db.select().from(sites).where(eq(sites.domain, domain.trim().toLowerCase()));
  return site;
}

/**
 * Every name, main or other, belongs to one site: refuses a site's names when another site (not `siteId`)
 * uses one of them as its main or other domain, or when the site lists its main domain among the others.
 * Sites are locked for the check so two admins cannot each take the same name at the same moment (the
 * trigger of migration 0034 is the database's backstop, for changes made around the console).
 */
async function assertDomainsFree(tx: DbOrTx, siteId: number | null, domain: string, otherDomains: string[]) {
  if (otherDomains.includes(domain)) {
    throw new AppError(400, 'validation_failed', 'The main domain is not one of its other domains.', [
      { field: 'body.otherDomains', code: 'main_domain', message: 'This is the main domain.' },
    ]);
  }
  await tx.execute(sql`lock table ${sites} in share row exclusive mode`);
  const names = [domain, ...otherDomains];
  const namesArray = sql`array[${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const holders = await tx
    .select({ domain: sites.domain, otherDomains: sites.otherDomains })
    .from(sites)
    .where(
      and(
        siteId === null ? undefined : ne(sites.id, siteId),
        or(inArray(sites.domain, names), sql`${sites.otherDomains} && ${namesArray}`),
      ),
    );
  if (holders.length === 0) return;
  const taken = new Set(holders.flatMap((holder) => [holder.domain, ...holder.otherDomains]));
  throw domainTaken(taken.has(domain) ? 'domain' : 'otherDomains');
}

async function assertCompany(db: DbOrTx, companyId: number | undefined) {
  if (companyId === undefined) return;
  const [company] = await db
    .select({ id: companyInfo.id })
    .from(companyInfo)
    .where(eq(companyInfo.id, companyId));
  if (!company) {
    throw new AppError(400, 'validation_failed', 'There is no company with this id.', [
      { field: 'body.companyId', code: 'not_found', message: 'There is no company with this id.' },
    ]);
  }
}

/** A unique violation on the domain: two admins creating the same domain at the same moment. */
function isDomainConflict(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites',
    {
      schema: {
        tags,
        summary: 'The sites this staff member may manage, and the companies a site may belong to',
        response: { 200: staffSitesAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const rows = await app.db
        .select()
        .from(sites)
        .where(staff.sites === null ? undefined : inArray(sites.id, staff.sites))
        .orderBy(asc(sites.domain));
      const companies = await app.db
        .select({ id: companyInfo.id, name: companyInfo.name })
        .from(companyInfo)
        .orderBy(asc(companyInfo.name));
      return {
        sites: rows.map((site) => {
          const full = staffSiteOf(site);
          return {
            id: full.id,
            domain: full.domain,
            otherDomains: full.otherDomains,
            name: full.name,
            language: full.language,
            countries: full.countries,
            signups: full.signups,
            currency: full.currency,
          };
        }),
        companies,
      };
    },
  );

  app.get(
    '/sites/:domain',
    {
      schema: {
        tags,
        summary: "A site's settings",
        params: domainParams,
        response: { 200: staffSiteFileSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await siteByDomain(app.db, request.params.domain);
      assertSite(staff, site?.id ?? null);
      if (!site) throw caseError(404, 'not_found', 'site', 'There is no site with this domain.');
      return staffSiteOf(site);
    },
  );

  app.post(
    '/sites',
    {
      schema: {
        tags,
        summary: 'Create a site from a template site (its profile fields, texts, bundles and gifts)',
        body: staffSiteCreateSchema,
        response: { 201: staffSiteFileSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      // A new site belongs to no one's list yet: only staff with every site may add one.
      if (staff.sites !== null) throw staffSiteForbidden();
      const { template: templateDomain, ...settings } = request.body;
      await assertCompany(app.db, settings.companyId);
      const created = await app.db
        .transaction(async (tx) => {
          const [template] = templateDomain
            ? await tx.select().from(sites).where(eq(sites.domain, templateDomain))
            : await tx.select().from(sites).orderBy(asc(sites.id)).limit(1);
          if (!template) {
            throw new AppError(400, 'validation_failed', 'There is no template site.', [
              { field: 'body.template', code: 'not_found', message: 'There is no site with this domain.' },
            ]);
          }
          await assertDomainsFree(tx, null, settings.domain, settings.otherDomains);
          // The template's CDN prefix points at the template's own asset host: a new site serves its own.
          const { id: _id, createdAt: _createdAt, cdnPrefix: _cdnPrefix, ...copied } = template;
          const [site] = await tx
            .insert(sites)
            .values({ ...copied, ...columnsOf(settings, settings.countries[0] ?? 'GB') })
            .returning();
          if (!site) throw new Error('the new site was not returned');
          await furnishNewSite(tx, site, template);
          await writeAudit(tx, staff, {
            action: 'site.create',
            targetType: 'site',
            targetId: site.id,
            siteId: site.id,
            after: { ...settingsOf(site), template: template.domain },
          });
          return site;
        })
        .catch((error: unknown) => {
          throw isDomainConflict(error) ? domainTaken() : error;
        });
      app.sites.invalidate();
      return reply.code(201).send(staffSiteOf(created));
    },
  );

  app.patch(
    '/sites/:domain',
    {
      schema: {
        tags,
        summary: "Change some of a site's settings; the next page load of every instance shows them",
        params: domainParams,
        body: staffSitePatchSchema,
        response: { 200: staffSiteFileSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const patch = request.body;
      await assertCompany(app.db, patch.companyId);
      const updated = await app.db
        .transaction(async (tx) => {
          const site = await siteByDomain(tx, request.params.domain);
          assertSite(staff, site?.id ?? null);
          if (!site) throw caseError(404, 'not_found', 'site', 'There is no site with this domain.');
          if (patch.domain !== undefined || patch.otherDomains !== undefined) {
            await assertDomainsFree(
              tx,
              site.id,
              patch.domain ?? site.domain,
              patch.otherDomains ?? site.otherDomains,
            );
          }
          const before: StaffSiteSettings = settingsOf(site);
          const [after] = await tx
            .update(sites)
            .set(columnsOf(patch, site.countries[0] ?? 'GB'))
            .where(eq(sites.id, site.id))
            .returning();
          if (!after) throw new Error('the site was not returned');
          // Rows keyed by the domain rather than the site's id (the remote registry) move with it.
          if (after.domain !== site.domain) {
            await renameRegistrySite(tx, site.domain, after.domain, staff.machine ? null : staff.id);
          }
          const changes = changedSettings(before, settingsOf(after));
          if (Object.keys(changes.after).length > 0) {
            await writeAudit(tx, staff, {
              action: 'site.update',
              targetType: 'site',
              targetId: site.id,
              siteId: site.id,
              ...changes,
            });
          }
          return after;
        })
        .catch((error: unknown) => {
          throw isDomainConflict(error) ? domainTaken() : error;
        });
      app.sites.invalidate();
      return staffSiteOf(updated);
    },
  );
};

export default siteSettingsRoutes;
