// The signup funnel per remote variant and traffic source (issue #32): the shell's first-party visit beacon,
// the staff report GET /api/staff/funnel (and .csv) and "declare winner" (docs/landers.md, "Funnel").
import { z } from 'zod';
import { urlIdSchema } from './url-id';
import { REMOTES } from './route-owners';
import { trackingSchema } from './validation/account';

const PACKAGES = Object.values(REMOTES) as [string, ...string[]];

/** The steps in order; a visitor counts in a step when they reached it and every step before it. */
export const FUNNEL_STEPS = [
  'visits',
  'signupStarted',
  'signupCompleted',
  'activated',
  'firstPayment',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The confidence a difference must reach to be called significant (two-sided two-proportion z-test). */
export const FUNNEL_CONFIDENCE = 0.95;

/** The `source` filter's value for visits that came without a network in their URL. */
export const FUNNEL_DIRECT_SOURCE = 'direct';

/**
 * POST /api/funnel-visit.php: the shell's beacon on a visitor's first page load. Only where the visit came
 * from (the URL's tracking query); the variants are worked out by the server from the bucket cookie.
 */
export const funnelVisitBodySchema = z.strictObject({
  tracking: trackingSchema.optional(),
});
export type FunnelVisitBody = z.input<typeof funnelVisitBodySchema>;

const day = z.iso.date();

export const staffFunnelQuerySchema = z
  .object({
    /** A site id; without it, the first site the staff member may see. */
    site: urlIdSchema.optional(),
    remote: z.enum(PACKAGES).default(REMOTES.mf_landers),
    /** First day (UTC) of first visits counted; default 30 days before `until`. */
    since: day.optional(),
    /** Last day (UTC) of first visits counted, inclusive; default today. */
    until: day.optional(),
    /** A network of the visit's tracking query, or `direct` for visits without one. */
    source: z.string().trim().min(1).max(100).optional(),
  })
  .refine((query) => !query.since || !query.until || query.since <= query.until, {
    message: 'since must not be after until',
    path: ['since'],
  });
/** What a client sends: every filter optional (the server fills in the defaults). */
export type StaffFunnelQuery = Partial<z.output<typeof staffFunnelQuerySchema>>;

export const funnelSignificanceSchema = z.object({
  /** The z statistic of this variant's conversion from visits against the control's. */
  z: z.number(),
  /** Two-sided p-value. */
  pValue: z.number(),
  /** 1 - pValue: how sure the difference is not chance. */
  confidence: z.number(),
  /** confidence reached FUNNEL_CONFIDENCE. */
  significant: z.boolean(),
  /** This variant converts better than the control (else worse or equal). */
  better: z.boolean(),
});
export type FunnelSignificance = z.infer<typeof funnelSignificanceSchema>;

export const funnelStepFigureSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number().int(),
  /** count / the previous step's count; null for visits or when the previous step is 0. */
  fromPrevious: z.number().nullable(),
  /** count / visits; null without visits. */
  fromVisits: z.number().nullable(),
  /** Against the control; null for the control itself, for visits, and where a test is impossible. */
  significance: funnelSignificanceSchema.nullable(),
});
export type FunnelStepFigure = z.infer<typeof funnelStepFigureSchema>;

export const funnelVariantSchema = z.object({
  entry: z.string(),
  control: z.boolean(),
  /** Its share of new visitors now (%), or null when the assignment in force no longer has it. */
  weight: z.number().int().nullable(),
  steps: z.array(funnelStepFigureSchema),
  /** Completed payments of the visitors counted in firstPayment, in the site's currency (cents). */
  revenueCents: z.number().int(),
  /** The client errors the shell reported for this version on the site in the period (the guard's figure). */
  errors: z.object({
    views: z.number().int(),
    errors: z.number().int(),
    /** Errors per 100 views; null before the first view. */
    rate: z.number().nullable(),
  }),
});
export type FunnelVariant = z.infer<typeof funnelVariantSchema>;

const stepCounts = z.object({
  visits: z.number().int(),
  signupStarted: z.number().int(),
  signupCompleted: z.number().int(),
  activated: z.number().int(),
  firstPayment: z.number().int(),
});
export type FunnelStepCounts = z.infer<typeof stepCounts>;

export const funnelSourceRowSchema = stepCounts.extend({
  /** null: direct (no network in the visit's URL). */
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
  entry: z.string(),
  revenueCents: z.number().int(),
});
export type FunnelSourceRow = z.infer<typeof funnelSourceRowSchema>;

export const funnelSiteSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  name: z.string(),
  currency: z.string(),
});

export const staffFunnelAnswerSchema = z.object({
  site: funnelSiteSchema,
  /** Every site the staff member may see, for the picker. */
  sites: z.array(funnelSiteSchema),
  remote: z.string(),
  since: day,
  until: day,
  source: z.string().nullable(),
  confidenceLevel: z.number(),
  variants: z.array(funnelVariantSchema),
  sources: z.array(funnelSourceRowSchema),
});
export type StaffFunnelAnswer = z.infer<typeof staffFunnelAnswerSchema>;

/** POST /api/staff/funnel/winner: give one variant of the site's assignment every new visitor. */
export const funnelWinnerBodySchema = z.strictObject({
  site: z.number().int().min(1),
  remote: z.enum(PACKAGES),
  entry: z.string().min(1).max(300),
});
export type FunnelWinnerBody = z.input<typeof funnelWinnerBodySchema>;

export const funnelWinnerAnswerSchema = z.object({
  site: z.string(),
  remote: z.string(),
  variants: z.array(z.object({ entry: z.string(), weight: z.number().int() })),
});
export type FunnelWinnerAnswer = z.infer<typeof funnelWinnerAnswerSchema>;
