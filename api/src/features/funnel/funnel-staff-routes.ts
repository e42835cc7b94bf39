// @feature-public: other features import this module (docs/conventions.md, Layout).
// The back office's funnel: GET /api/staff/funnel (and .csv) for `funnel.read`, and "declare winner" for
// `remotes.manage`, which gives one variant of the site's split every new visitor through the registry's
// own write (the change log the CLI's history and rollback read), audited in the same transaction.
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FUNNEL_CONFIDENCE,
  funnelWinnerAnswerSchema,
  funnelWinnerBodySchema,
  staffFunnelAnswerSchema,
  staffFunnelQuerySchema,
  type StaffFunnelAnswer,
} from '@dating/shared/contract';
import { z } from 'zod';
import { caseError } from '../../app-error';
import { sites } from '../../db/schema/index';
import { loadAssignments, lockRegistry, writeAssignment } from '../../frontend/registry-store';
import { versionErrors } from '../../frontend/remote-error-counts';
import { indexAssignments, variantsFor } from '../../frontend/remote-registry';
import type { RemotePackage } from '../../frontend/remote-packages';
import { writeAudit } from '../staff/core/staff-audit';
import { assertSite, currentStaff } from '../staff/core/staff-guard';
import type { StaffIdentity } from '../staff/core/staff-session';
import { funnelCounts } from './funnel-counts';
import { funnelCsv, funnelCsvFilename } from './funnel-csv';
import { funnelVariants } from './funnel-report';

const tags = ['staff funnel'];
const DAY_MS = 24 * 3600_000;
const DEFAULT_DAYS = 30;

type FunnelQuery = z.infer<typeof staffFunnelQuerySchema>;

async function visibleSites(app: FastifyInstance, staff: StaffIdentity) {
  return app.db
    .select({ id: sites.id, domain: sites.domain, name: sites.name, currency: sites.currency })
    .from(sites)
    .where(staff.sites === null ? undefined : inArray(sites.id, staff.sites.length ? staff.sites : [-1]))
    .orderBy(asc(sites.id));
}

async function buildReport(app: FastifyInstance, request: FastifyRequest, query: FunnelQuery) {
  const staff = currentStaff(request);
  const allowed = await visibleSites(app, staff);
  const site = query.site === undefined ? allowed[0] : allowed.find((row) => row.id === query.site);
  if (!site) throw caseError(404, 'not_found', 'site', 'There is no such site, or none you may see.');
  const until = query.until ?? new Date().toISOString().slice(0, 10);
  const since =
    query.since ??
    new Date(Date.parse(`${until}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const from = new Date(`${since}T00:00:00Z`);
  const to = new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS);
  const rows = await funnelCounts(app.db, {
    siteId: site.id,
    remote: query.remote,
    from,
    to,
    source: query.source ?? null,
  });
  // Errors are counted per served page, not per visitor or source: the whole period's, whatever the filter.
  const errors = await versionErrors(app.db, {
    site: site.domain,
    remote: query.remote,
    since: from,
    until: to,
  });
  const assigned = variantsFor(
    indexAssignments(await loadAssignments(app.db)),
    site.domain,
    query.remote as RemotePackage,
  );
  const report: StaffFunnelAnswer = {
    site,
    sites: allowed,
    remote: query.remote,
    since,
    until,
    source: query.source ?? null,
    confidenceLevel: FUNNEL_CONFIDENCE,
    variants: funnelVariants(rows, assigned?.variants ?? [], errors),
    sources: rows,
  };
  return report;
}

const funnelStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/funnel',
    {
      schema: {
        tags,
        summary: 'The signup funnel per variant of a remote and per traffic source, with significance',
        querystring: staffFunnelQuerySchema,
        response: { 200: staffFunnelAnswerSchema },
      },
      config: { staff: 'funnel.read' },
    },
    async (request) => buildReport(app, request, request.query),
  );

  app.get(
    '/funnel.csv',
    {
      schema: {
        tags,
        summary: 'The signup funnel as CSV (the same figures as GET /api/staff/funnel)',
        querystring: staffFunnelQuerySchema,
        produces: ['text/csv'],
      },
      config: { staff: 'funnel.read' },
    },
    async (request, reply) => {
      const report = await buildReport(app, request, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${funnelCsvFilename(report)}"`)
        .header('cache-control', 'no-store')
        .send(funnelCsv(report));
    },
  );

  app.post(
    '/funnel/winner',
    {
      schema: {
        tags,
        summary: "Declare a variant the winner: it gets 100 % of the site's new visitors for that remote",
        body: funnelWinnerBodySchema,
        response: { 200: funnelWinnerAnswerSchema },
      },
      config: { staff: 'remotes.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { remote, entry } = request.body;
      assertSite(staff, request.body.site);
      const site = (await visibleSites(app, staff)).find((row) => row.id === request.body.site);
      if (!site) throw caseError(404, 'not_found', 'site', 'There is no such site.');
      const variants = [{ entry, weight: 100 }];
      await app.db.transaction(async (tx) => {
        await lockRegistry(tx);
        const before = variantsFor(
          indexAssignments(await loadAssignments(tx)),
          site.domain,
          remote as RemotePackage,
        );
        // Only a variant the site is being served now: it was checked as servable when the split was set.
        if (!before?.variants.some((variant) => variant.entry === entry))
          throw caseError(
            404,
            'not_found',
            'funnel_variant',
            `${entry} is not a variant ${remote} is served as on this site.`,
          );
        await writeAssignment(tx, { site: site.domain, remote: remote as RemotePackage }, 'set', variants, {
          reason: 'funnel winner',
        });
        await writeAudit(tx, staff, {
          action: 'registry.change',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          reason: 'funnel winner',
          before: { remote, variants: before.variants, from: before.from },
          after: { remote, variants },
        });
      });
      return { site: site.domain, remote, variants };
    },
  );
};

export default funnelStaffRoutes;
