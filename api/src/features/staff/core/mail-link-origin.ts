import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sites } from '../../../db/schema/index';

/**
 * Where links in a staff-sent mail lead: PUBLIC_URL, else the member's site over https. Never the staff
 * request's host: the back office may run on another name than the member's brand.
 */
export function mailLinkOrigin(app: FastifyInstance, siteDomain: string | undefined): string {
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin;
  return `https://${siteDomain ?? 'localhost'}`;
}

/** `mailLinkOrigin` for a site known by id, for a caller that has not read the site's row. */
export async function mailLinkOriginOfSite(app: FastifyInstance, siteId: number): Promise<string> {
  if (app.config.publicUrl) return mailLinkOrigin(app, undefined);
  const [site] = await app.db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, siteId));
  return mailLinkOrigin(app, site?.domain);
}
