import { z } from 'zod';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  MIN_AGE,
  type MemberSearchPage,
  RELATIONSHIP_STATUSES,
  searchCursorParamSchema,
  TATTOO_OPTIONS,
} from '@dating/shared/contract';
import { memberCardSchema } from './member-card';

export const SEARCH_PAGE_SIZE = 24;
/** Below this many matches the first page also offers similar profiles. */
export const SIMILAR_THRESHOLD = 6;
export const SIMILAR_LIMIT = 12;
/** Counts stop at this many: beyond it a member reads "more than 1,000", and the count stays cheap. */
export const COUNT_CAP = 1000;

const age = z.coerce.number().int().min(MIN_AGE).max(120);
// A repeated query parameter arrives as an array, a single one as a string.
const interestList = z
  .union([z.enum(INTERESTS), z.array(z.enum(INTERESTS)).max(INTERESTS.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const searchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
    countryregion: z.string().trim().min(1).max(100).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    hair_color: z.enum(HAIR_COLORS).optional(),
    eye_color: z.enum(EYE_COLORS).optional(),
    body_type: z.enum(BODY_TYPES).optional(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).optional(),
    tattoos: z.enum(TATTOO_OPTIONS).optional(),
    interests: interestList.optional(),
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

export const searchResponseSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  /** Matches, up to COUNT_CAP. */
  numResults: z.number().int(),
  /** There are more than numResults matches. */
  numResults_capped: z.boolean(),
  results: z.array(memberCardSchema),
  similar_results: z.array(memberCardSchema),
  similar_numResults: z.number().int(),
  next: z.string().nullable(),
}) satisfies z.ZodType<MemberSearchPage>;
