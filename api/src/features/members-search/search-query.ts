import { z } from 'zod';
import { searchCursorParamSchema, searchFiltersSchema } from '@dating/shared/contract';

export const SEARCH_PAGE_SIZE = 24;
/** Below this many matches the first page also offers similar profiles. */
export const SIMILAR_THRESHOLD = 6;
export const SIMILAR_LIMIT = 12;
/** Counts stop at this many: beyond it a member reads "more than 1,000", and the count stays cheap. */
export const COUNT_CAP = 1000;

export const searchQuerySchema = searchFiltersSchema
  .extend({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    page_size: z.coerce.number().int().min(1).max(48).default(SEARCH_PAGE_SIZE),
    /**
     * The previous answer's `next`: the page starts right after it in the order (keyset paging, as the site
     * pages). `page` is then only echoed; without `after`, `page` picks the page by number (the spec's way).
     */
    after: searchCursorParamSchema.optional(),
    /** A traffic source lets logged-out visitors search where the site allows it only then. */
    trafficsource: z.string().trim().min(1).max(100).optional(),
    _force_domain: z.string().max(253).optional(),
  })
  .refine(
    (value) => value.min_age === undefined || value.max_age === undefined || value.min_age <= value.max_age,
    {
      message: 'min_age must not be above max_age',
      path: ['min_age'],
    },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;
