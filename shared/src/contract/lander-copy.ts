// Lander copy per site and locale (issue #32 item 5): marketing overrides a lander's headline, lead and call
// to action in the console (/api/staff/lander-copy*); a lander asks GET /api/lander-copy.php for its kind and
// shows an override in place of its built-in message. docs/landers.md, "Lander copy".
import { z } from 'zod';
import { LOCALES } from './locales';
import type { ResolvedRoute } from './route-table';

/** `all` is every lander of the site; a kind's own text wins over it. */
export const LANDER_COPY_ALL = 'all';

/** The landers whose copy the console edits: mf-landers' nine designs (docs/landers.md), and `all`. */
export const LANDER_COPY_KINDS = [
  LANDER_COPY_ALL,
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderCopyKind = (typeof LANDER_COPY_KINDS)[number];
export type LanderKindWithCopy = Exclude<LanderCopyKind, typeof LANDER_COPY_ALL>;

/** What a lander shows as marketing copy: the h1, the line below it and the signup button's text. */
export const LANDER_COPY_FIELDS = ['headline', 'lead', 'cta'] as const;
export type LanderCopyField = (typeof LANDER_COPY_FIELDS)[number];

/** The longest text a field takes: a headline fits a phone's first screen, a button one line. */
export const LANDER_COPY_MAX_LENGTH: Readonly<Record<LanderCopyField, number>> = {
  headline: 120,
  lead: 300,
  cta: 40,
};

/** A field's texts per locale; a field without an override is left out. */
export const landerCopyFieldsSchema = z.object({
  headline: z.string().optional(),
  lead: z.string().optional(),
  cta: z.string().optional(),
});
export type LanderCopyFields = z.infer<typeof landerCopyFieldsSchema>;

export const landerCopyQuerySchema = z.object({
  kind: z.enum(LANDER_COPY_KINDS.filter((kind) => kind !== LANDER_COPY_ALL) as [LanderKindWithCopy]),
});
export type LanderCopyQuery = z.infer<typeof landerCopyQuerySchema>;

/** GET /api/lander-copy.php?kind=: the site's overrides for that lander per locale, its own over `all`. */
export const landerCopyAnswerSchema = z.object({
  copy: z.partialRecord(z.enum(LOCALES), landerCopyFieldsSchema),
});
export type LanderCopyAnswer = z.infer<typeof landerCopyAnswerSchema>;

/** The kind whose copy a lander page shows: the swipe and the designs; member landings keep theirs. */
export function landerCopyKindOf(resolved: ResolvedRoute | null): LanderKindWithCopy | null {
  if (!resolved) return null;
  const { name, params } = resolved.match;
  if (name === 'landers-tinderswipe') return 'tinderswipe';
  if (name !== 'landers-kind-slug') return null;
  const kind = params.kind;
  return (LANDER_COPY_KINDS as readonly string[]).includes(kind ?? '') && kind !== LANDER_COPY_ALL
    ? (kind as LanderKindWithCopy)
    : null;
}

/** The URL of that call as mf-landers' API client writes it, which the server answers inside the page. */
export const landerCopyUrl = (kind: LanderKindWithCopy) =>
  `/api/lander-copy.php?${new URLSearchParams({ kind })}`;

// The console --------------------------------------------------------------------------------------------

const copyText = z
  .string()
  .trim()
  .min(1)
  .max(Math.max(...Object.values(LANDER_COPY_MAX_LENGTH)));

/** PUT /api/staff/lander-copy/:domain/:kind/:locale/:field */
export const staffLanderCopyPutSchema = z.strictObject({ text: copyText });
export type StaffLanderCopyPut = z.input<typeof staffLanderCopyPutSchema>;

export const staffLanderCopyParamsSchema = z.object({
  domain: z.string().min(1).max(253),
  kind: z.enum(LANDER_COPY_KINDS),
  locale: z.enum(LOCALES),
  field: z.enum(LANDER_COPY_FIELDS),
});

export const staffLanderCopyEntrySchema = z.object({
  kind: z.enum(LANDER_COPY_KINDS),
  locale: z.enum(LOCALES),
  field: z.enum(LANDER_COPY_FIELDS),
  text: z.string(),
  /** The staff member who wrote it last (name), null when that account is gone. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffLanderCopyEntry = z.infer<typeof staffLanderCopyEntrySchema>;

export const staffLanderCopySiteSchema = z.object({
  domain: z.string(),
  name: z.string(),
  /** The site's own language (its `domain_language`), which the editor opens in. */
  locale: z.enum(LOCALES),
});

/** GET /api/staff/lander-copy?site=<domain>: a site's overrides and the built-in texts they replace. */
export const staffLanderCopyAnswerSchema = z.object({
  site: staffLanderCopySiteSchema,
  /** The sites the staff member may edit, for the picker. */
  sites: z.array(staffLanderCopySiteSchema),
  overrides: z.array(staffLanderCopyEntrySchema),
  /** What each kind, locale and field shows without an override (the site's niche). */
  builtIn: z.array(
    z.object({
      kind: z.enum(LANDER_COPY_KINDS),
      locale: z.enum(LOCALES),
      field: z.enum(LANDER_COPY_FIELDS),
      text: z.string(),
    }),
  ),
});
export type StaffLanderCopyAnswer = z.infer<typeof staffLanderCopyAnswerSchema>;

export const staffLanderCopyQuerySchema = z.object({ site: z.string().min(1).max(253).optional() });
