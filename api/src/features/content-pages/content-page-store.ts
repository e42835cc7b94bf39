// @feature-public: other features import this module (docs/conventions.md, Layout).
// The site's own texts of its content pages, read where a page shows them (the public call, the page's
// head) and written by the site console. Read from the database each time: a change shows at the next page
// load on every instance, and a content page is one primary-key lookup.
import { and, eq } from 'drizzle-orm';
import type { ContentPageText, ContentToken, Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { siteContentPages } from '../../db/schema/index';

export type ContentPageRow = typeof siteContentPages.$inferSelect;

export async function findContentPage(
  db: DbOrTx,
  siteId: number,
  page: ContentToken,
  locale: Locale,
): Promise<ContentPageRow | null> {
  const [row] = await db
    .select()
    .from(siteContentPages)
    .where(
      and(
        eq(siteContentPages.siteId, siteId),
        eq(siteContentPages.page, page),
        eq(siteContentPages.locale, locale),
      ),
    );
  return row ?? null;
}

export const contentPageText = (row: ContentPageRow): ContentPageText => ({
  title: row.title,
  body: row.body,
  validFrom: row.validFrom,
});
