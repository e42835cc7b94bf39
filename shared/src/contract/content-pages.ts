// The content pages' texts a site has of its own (terms, privacy, FAQ...), per locale, written in the site
// console; a page and locale without one shows the built-in document of the shell.
import { z } from 'zod';
import { LOCALES } from './locales';
import { CONTENT_TOKENS } from './route-paths';

/** The longest text a content page may have: the longest built-in document is about a tenth of it. */
export const CONTENT_PAGE_MAX_LENGTH = 50_000;
export const CONTENT_PAGE_TITLE_MAX_LENGTH = 120;

/** A calendar day, YYYY-MM-DD, that exists (no 31 February). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isFinite(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'not a date in the calendar')
  .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', 'a date between 2000 and 2099');

/**
 * A site's own text of one content page in one locale. The body is structured text, not HTML: a line
 * starting with `## ` is a heading, lines starting with `- ` are a list, a blank line ends a paragraph;
 * `{site}`, `{company}`, `{email}`, `{phone}` and `{refundDays}` are filled in with the site's facts.
 */
export const contentPageTextSchema = z.object({
  title: z.string().trim().min(1).max(CONTENT_PAGE_TITLE_MAX_LENGTH),
  body: z.string().trim().min(1).max(CONTENT_PAGE_MAX_LENGTH),
  /** The version date the page shows ("valid from"). */
  validFrom: calendarDateSchema,
});
export type ContentPageText = z.infer<typeof contentPageTextSchema>;
export type ContentPageTextInput = z.input<typeof contentPageTextSchema>;

/** `GET /api/content-page.php?page=&locale=`: the site's own text of the page, or null for the built-in one. */
export const contentPageQuerySchema = z.object({ page: z.enum(CONTENT_TOKENS), locale: z.enum(LOCALES) });
export type ContentPageQuery = z.infer<typeof contentPageQuerySchema>;

export const contentPageAnswerSchema = z.object({
  page: z.enum(CONTENT_TOKENS),
  locale: z.enum(LOCALES),
  text: contentPageTextSchema.nullable(),
});
export type ContentPageAnswer = z.infer<typeof contentPageAnswerSchema>;
