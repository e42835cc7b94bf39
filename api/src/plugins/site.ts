import { asc, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sites, staffAudit } from '../db/schema/index';

export type Site = typeof sites.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteDirectory;
  }
  interface FastifyRequest {
    /**
     * The branded site this request is for (`_force_domain`, else the Host, else the first site). The Host
     * may be one of the site's other domains; `site.domain` is still its main one.
     */
    site: Site;
  }
}

export interface SiteDirectory {
  /** The site for its main or one of its other domains; a domain that matches none falls back to the first site. */
  forDomain(domain: string | null | undefined): Promise<Site>;
  all(): Promise<Site[]>;
  /** Forget the cached list (after a site's settings change). */
  invalidate(): void;
}

// Sites change rarely and are read on every request, so each instance keeps them in memory. The console
// changes a site only together with an audit row (same transaction), so the audit log's highest id is the
// sites' version: one primary-key lookup, at most once per VERSION_CHECK_MS, tells every instance that a site
// may have changed (the instance that made the change invalidates at once), so a change shows on the next
// page load everywhere while a busy instance does not pay a round trip per request. Changes made outside
// the console (seed, scripts, tests) are picked up after CACHE_MS, or at once by `invalidate()`.
const CACHE_MS = 30_000;
const VERSION_CHECK_MS = 1_000;

/**
 * `www.` is the same site. So is `<domain>.localhost` (for other domains too): browsers send every `*.localhost` name to this
 * machine (RFC 6761), so `http://herzenssache.test.localhost:8080` shows that site locally with no hosts
 * file, and its pages and API calls all carry the one Host.
 */
function normaliseDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '')
    .replace(/\.localhost\.?$/, '')
    .replace(/^www\./, '');
}

function forcedDomain(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?._force_domain;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export default fp(
  async (app) => {
    type Cache = { at: number; version: number; list: Site[]; byDomain: Map<string, Site> };
    let cache: Cache | null = null;
    let checking: Promise<Cache> | null = null;

    let checkedAt = 0;

    async function refresh(): Promise<Cache> {
      if (cache && Date.now() - checkedAt < VERSION_CHECK_MS) return cache;
      checkedAt = Date.now();
      const [row] = await app.db.select({ version: max(staffAudit.id) }).from(staffAudit);
      const version = row?.version ?? 0;
      if (cache && cache.version === version && Date.now() - cache.at < CACHE_MS) return cache;
      const list = await app.db.select().from(sites).orderBy(asc(sites.id));
      // Other domains first, so a main domain always wins should the two ever overlap (the console forbids it).
      const byDomain = new Map<string, Site>([
        ...list.flatMap((site) => site.otherDomains.map((other): [string, Site] => [other, site])),
        ...list.map((site): [string, Site] => [site.domain, site]),
      ]);
      cache = { at: Date.now(), version, list, byDomain };
      return cache;
    }

    /** The site of a domain from the cache while no version check is due; undefined when one is. */
    function fresh(domain: string | null | undefined): Site | undefined {
      if (!cache || checking || Date.now() - checkedAt >= VERSION_CHECK_MS) return undefined;
      return (domain ? cache.byDomain.get(normaliseDomain(domain)) : undefined) ?? cache.list[0];
    }

    /** Requests arriving together share one version check. */
    function load(): Promise<Cache> {
      checking ??= refresh().finally(() => {
        checking = null;
      });
      return checking;
    }

    const directory: SiteDirectory = {
      async forDomain(domain) {
        const { list, byDomain } = await load();
        const site = (domain ? byDomain.get(normaliseDomain(domain)) : undefined) ?? list[0];
        if (!site) throw new Error('No site is configured: the database has no sites (seed it first).');
        return site;
      },
      async all() {
        return (await load()).list;
      },
      invalidate() {
        cache = null;
      },
    };
    app.decorate('sites', directory);
    app.decorateRequest('site', null as unknown as Site);
    // A callback hook: while the cache is fresh (all but one request a second) the site is known at once,
    // with no promise and microtask.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/uploads/') || request.url.startsWith('/api/docs')) {
        done();
        return;
      }
      const domain = forcedDomain(request) ?? request.hostname;
      const site = fresh(domain);
      if (site) {
        request.site = site;
        done();
        return;
      }
      directory.forDomain(domain).then((found) => {
        request.site = found;
        done();
      }, done);
    });
  },
  { name: 'site', dependencies: ['database'] },
);
