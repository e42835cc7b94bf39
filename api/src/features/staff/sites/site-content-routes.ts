// A site's own texts of its content pages (terms, privacy, FAQ...) per locale, in the console: which locales
// a page has its own text in, read one, save one, or drop it so the page shows the built-in document again.
// The audit row written with each change also tells every instance that the site changed (plugins/site.ts);
// the pages read the texts from the database, so the next page load shows the change.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_TOKENS,
  LOCALES,
  contentPageTextSchema,
  staffContentPageAnswerSchema,
  staffContentPageSchema,
  staffContentPagesAnswerSchema,
  type Locale,
  type StaffContentPage,
} from '@dating/shared/contract';
import { caseError } from '../../../app-error';
import { siteContentPages, staffAccounts } from '../../../db/schema/index';
import { contentPageText, type ContentPageRow } from '../../content-pages/content-page-store';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import { managedSite } from './managed-site';

const tags = ['staff sites'];
const domainParams = z.object({ domain: z.string().min(1).max(253) });
const pageParams = domainParams.extend({ page: z.enum(CONTENT_TOKENS), locale: z.enum(LOCALES) });

const pageOf = (row: ContentPageRow, updatedBy: string | null): StaffContentPage => ({
  page: row.page as StaffContentPage['page'],
  locale: row.locale as Locale,
  ...contentPageText(row),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy,
});

const where = (siteId: number, page: string, locale: string) =>
  and(
    eq(siteContentPages.siteId, siteId),
    eq(siteContentPages.page, page),
    eq(siteContentPages.locale, locale),
  );

const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:domain/content-pages',
    {
      schema: {
        tags,
        summary: 'The content pages, each with the locales the site has its own text in',
        params: domainParams,
        response: { 200: staffContentPagesAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      const rows = await app.db
        .select({ page: siteContentPages.page, locale: siteContentPages.locale })
        .from(siteContentPages)
        .where(eq(siteContentPages.siteId, site.id))
        .orderBy(asc(siteContentPages.locale));
      return {
        pages: CONTENT_TOKENS.map((page) => ({
          page,
          overridden: rows.filter((row) => row.page === page).map((row) => row.locale as Locale),
        })),
      };
    },
  );

  app.get(
    '/sites/:domain/content-pages/:page/:locale',
    {
      schema: {
        tags,
        summary: "The site's own text of a content page in a locale, or null where it shows the built-in one",
        params: pageParams,
        response: { 200: staffContentPageAnswerSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const { page, locale } = request.params;
      const site = await managedSite(app.db, currentStaff(request), request.params.domain);
      const [found] = await app.db
        .select({ row: siteContentPages, by: staffAccounts.name })
        .from(siteContentPages)
        .leftJoin(staffAccounts, eq(staffAccounts.id, siteContentPages.updatedBy))
        .where(where(site.id, page, locale));
      // No text of its own is an answer, not an error: the console asks for every page and locale it opens.
      return found ? pageOf(found.row, found.by) : null;
    },
  );

  app.put(
    '/sites/:domain/content-pages/:page/:locale',
    {
      schema: {
        tags,
        summary: "Save the site's own text of a content page in a locale",
        params: pageParams,
        body: contentPageTextSchema,
        response: { 200: staffContentPageSchema },
      },
      config: { staff: 'sites.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { page, locale } = request.params;
      const site = await managedSite(app.db, staff, request.params.domain);
      const values = { ...request.body, updatedBy: staff.machine ? null : staff.id, updatedAt: new Date() };
      const saved = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(siteContentPages)
          .where(where(site.id, page, locale));
        const [after] = await tx
          .insert(siteContentPages)
          .values({ siteId: site.id, page, locale, ...values })
          .onConflictDoUpdate({
            target: [siteContentPages.siteId, siteContentPages.page, siteContentPages.locale],
            set: values,
          })
          .returning();
        if (!after) throw new Error('the content page was not returned');
        await writeAudit(tx, staff, {
          action: 'site.content_page',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: before ? { page, locale, ...contentPageText(before) } : { page, locale, text: 'built-in' },
          after: { page, locale, ...contentPageText(after) },
        });
        return after;
      });
      app.sites.invalidate();
      return pageOf(saved, staff.machine ? null : staff.name);
    },
  );

  app.delete(
    '/sites/:domain/content-pages/:page/:locale',
    {
      schema: {
        tags,
        summary: "Drop the site's own text of a content page in a locale: it shows the built-in one again",
        params: pageParams,
        response: { 204: z.undefined() },
      },
      config: { staff: 'sites.manage' },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const { page, locale } = request.params;
      const site = await managedSite(app.db, staff, request.params.domain);
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .delete(siteContentPages)
          .where(where(site.id, page, locale))
          .returning();
        if (!before)
          throw caseError(
            404,
            'not_found',
            'content_page',
            'This page shows the built-in text in this language.',
          );
        await writeAudit(tx, staff, {
          action: 'site.content_page',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          before: { page, locale, ...contentPageText(before) },
          after: { page, locale, text: 'built-in' },
        });
      });
      app.sites.invalidate();
      return reply.code(204).send();
    },
  );
};

export default siteContentRoutes;
