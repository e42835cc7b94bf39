// The landers-and-remotes console: the remote registry of one site (or the all-sites row) with what
// `npm run remotes` does, for staff with `remotes.manage`. Every check is the command line's own function
// (registry-commands.ts, remote-error-guard.ts), every change goes through the same registry store under its
// lock, and the staff audit row is written in the change's transaction. Every instance serves the change on
// its next page load: the registry's version (the change log's highest id) moves.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_SITES_KEY,
  staffRemoteHistoryAnswerSchema,
  consoleRemoteSchema,
  staffRemoteParamsSchema,
  staffRemoteSetBodySchema,
  staffRemoteSiteBodySchema,
  staffRemoteSplitBodySchema,
  staffRemotesAnswerSchema,
  staffRemotesQuerySchema,
  type StaffRemoteState,
  type StaffRemotesAnswer,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import { ALL_SITES, sites } from '../../../db/schema/index';
import { staffRegistryActor } from '../../../frontend/registry-actor';
import { entryProblem, parseSplit } from '../../../frontend/registry-commands';
import {
  changeAssignment,
  changeLog,
  rollbackStack,
  loadAssignments,
  rollbackAssignment,
} from '../../../frontend/registry-store';
import { errorRate, versionErrors } from '../../../frontend/remote-error-counts';
import { guardText, parseGuard } from '../../../frontend/remote-error-guard';
import { indexAssignments, variantsFor } from '../../../frontend/remote-registry';
import {
  REMOTE_PACKAGE_NAMES,
  builtVersions,
  packageVersion,
  type RemotePackage,
} from '../../../frontend/remote-packages';
import { assertSite, currentStaff, staffSiteForbidden } from '../core/staff-guard';
import { lastGuardNotice } from './guard-notice-routes';
import type { StaffIdentity } from '../core/staff-session';

const tags = ['staff remotes'];
const DAY_MS = 24 * 3600_000;

interface RegistrySite {
  id: number | null;
  /** The registry's key: the site's domain, or `*`. */
  domain: string;
}

/** The site asked for, after the site check; the all-sites row only for staff who see every site. */
async function registrySite(
  app: FastifyInstance,
  staff: StaffIdentity,
  site: number | typeof ALL_SITES_KEY,
): Promise<RegistrySite> {
  if (site === ALL_SITES_KEY) {
    if (staff.sites !== null) throw staffSiteForbidden();
    return { id: null, domain: ALL_SITES };
  }
  assertSite(staff, site);
  const [row] = await app.db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, site));
  if (!row) throw caseError(404, 'not_found', 'site', 'There is no site with this id.');
  return { id: site, domain: row.domain };
}

async function registryState(app: FastifyInstance, site: RegistrySite): Promise<StaffRemotesAnswer> {
  const root = app.config.frontendRoot;
  const rows = await loadAssignments(app.db);
  const assignments = indexAssignments(rows);
  const siteKey = site.domain === ALL_SITES ? null : site.domain;
  const remotes: StaffRemoteState[] = [];
  for (const remote of REMOTE_PACKAGE_NAMES) {
    if (!consoleRemoteSchema.safeParse(remote).success) continue;
    const assigned = variantsFor(assignments, siteKey, remote);
    const row = assigned
      ? rows.find(
          (candidate) =>
            candidate.remote === remote &&
            candidate.site === (assigned.from === 'site' ? site.domain : ALL_SITES),
        )
      : undefined;
    const variants = assigned?.variants ?? [{ entry: packageVersion(root, remote), weight: 100 }];
    // The guard's own count: since the assignment was set, for the site or (all-sites row) every site.
    const counted = await versionErrors(app.db, {
      site: site.domain,
      remote,
      since: row?.changedAt ?? new Date(Date.now() - DAY_MS),
      bySite: site.domain !== ALL_SITES,
    });
    const undoable = rollbackStack(await changeLog(app.db, { site: site.domain, remote }));
    remotes.push({
      remote,
      rollback: undoable.length > 1 ? { to: undoable[undoable.length - 2] ?? null } : null,
      from: assigned?.from ?? 'package',
      variants,
      guard: row?.guard ?? null,
      control: variants.length > 1 ? (variants[0]?.entry ?? null) : null,
      lastGuard: await lastGuardNotice(
        app.db,
        assigned?.from === 'all sites' ? ALL_SITES : site.domain,
        remote,
      ),
      since: row?.changedAt.toISOString() ?? null,
      errors: variants.map(({ entry }) => {
        const found = counted.find((candidate) => candidate.entry === entry);
        return {
          entry,
          views: found?.views ?? 0,
          errors: found?.errors ?? 0,
          rate: found ? errorRate(found) : null,
        };
      }),
      packageVersion: packageVersion(root, remote),
      built: builtVersions(root, remote),
    });
  }
  return { site: { id: site.id, domain: site.domain }, remotes };
}

function checkEntry(root: string, remote: RemotePackage, entry: string): void {
  const problem = entryProblem(root, remote, entry);
  if (problem) throw new AppError(400, 'registry_entry_unavailable', problem);
}

const remoteRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: 'remotes.manage' } as const;
  const answer = { 200: staffRemotesAnswerSchema };

  app.get(
    '/remotes',
    {
      schema: {
        tags,
        summary:
          "A site's remotes (or the all-sites row): what each loads, its error rates, its built versions",
        querystring: staffRemotesQuerySchema,
        response: answer,
      },
      config,
    },
    async (request) => registryState(app, await registrySite(app, currentStaff(request), request.query.site)),
  );

  app.get(
    '/remotes/:remote/history',
    {
      schema: {
        tags,
        summary: "A remote's registry changes on a site (or the all-sites row), newest first, with who",
        params: staffRemoteParamsSchema,
        querystring: staffRemotesQuerySchema,
        response: { 200: staffRemoteHistoryAnswerSchema },
      },
      config,
    },
    async (request) => {
      const site = await registrySite(app, currentStaff(request), request.query.site);
      const log = await changeLog(app.db, { site: site.domain, remote: request.params.remote });
      return {
        changes: log.reverse().map((change) => ({
          id: change.id,
          at: change.createdAt.toISOString(),
          action: change.action,
          variants: change.variants,
          reason: change.reason,
          by: change.by,
        })),
      };
    },
  );

  app.post(
    '/remotes/:remote/set',
    {
      schema: {
        tags,
        summary: 'Give every visitor of the site one built version (or manifest URL): `remotes -- set`',
        params: staffRemoteParamsSchema,
        body: staffRemoteSetBodySchema,
        response: answer,
      },
      config,
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await registrySite(app, staff, request.body.site);
      const { remote } = request.params;
      checkEntry(app.config.frontendRoot, remote, request.body.entry);
      await changeAssignment(
        app.db,
        { site: site.domain, remote },
        [{ entry: request.body.entry, weight: 100 }],
        'set',
        null,
        staffRegistryActor(staff),
      );
      return registryState(app, site);
    },
  );

  app.post(
    '/remotes/:remote/split',
    {
      schema: {
        tags,
        summary: 'Split visitors between versions by weight, optionally guarded: `remotes -- split`',
        params: staffRemoteParamsSchema,
        body: staffRemoteSplitBodySchema,
        response: answer,
      },
      config,
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await registrySite(app, staff, request.body.site);
      const { remote } = request.params;
      // The command line's parser on the command line's own words, so both accept exactly the same splits.
      const variants = parseSplit(request.body.variants.map(({ entry, weight }) => `${entry}=${weight}`));
      if (typeof variants === 'string') throw new AppError(400, 'registry_split_invalid', variants);
      let guard = null;
      if (request.body.guard) {
        const parsed = parseGuard(guardText(request.body.guard));
        if (typeof parsed === 'string') throw new AppError(400, 'registry_guard_invalid', parsed);
        guard = parsed;
      }
      for (const variant of variants) checkEntry(app.config.frontendRoot, remote, variant.entry);
      await changeAssignment(
        app.db,
        { site: site.domain, remote },
        variants,
        'set',
        guard,
        staffRegistryActor(staff),
      );
      return registryState(app, site);
    },
  );

  app.post(
    '/remotes/:remote/rollback',
    {
      schema: {
        tags,
        summary:
          'Undo the last change of the remote on the site (again: the one before): `remotes -- rollback`',
        params: staffRemoteParamsSchema,
        body: staffRemoteSiteBodySchema,
        response: answer,
      },
      config,
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await registrySite(app, staff, request.body.site);
      const result = await rollbackAssignment(
        app.db,
        { site: site.domain, remote: request.params.remote },
        staffRegistryActor(staff),
      );
      if (!result.rolledBack)
        throw new AppError(409, 'registry_nothing_to_roll_back', 'There is no change to roll back.');
      return registryState(app, site);
    },
  );

  app.post(
    '/remotes/:remote/unset',
    {
      schema: {
        tags,
        summary: "Remove the site's assignment: it follows the all-sites row or the package version again",
        params: staffRemoteParamsSchema,
        body: staffRemoteSiteBodySchema,
        response: answer,
      },
      config,
    },
    async (request) => {
      const staff = currentStaff(request);
      const site = await registrySite(app, staff, request.body.site);
      await changeAssignment(
        app.db,
        { site: site.domain, remote: request.params.remote },
        null,
        'unset',
        null,
        staffRegistryActor(staff),
      );
      return registryState(app, site);
    },
  );
};

export default remoteRegistryRoutes;
