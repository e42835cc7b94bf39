// The member's side of staff decisions: statements of reasons not yet seen (shown on the next visit) and
// the one appeal each decision allows.
import { z } from 'zod';
import { DECISION_GROUNDS, DECISION_KINDS } from './staff-queues';
import { loginBodySchema } from './validation/common';

export const memberDecisionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DECISION_KINDS),
  ground: z.enum(DECISION_GROUNDS).nullable(),
  /** The staff member's explanation, as written. */
  reason: z.string(),
  /** A suspension's end; null otherwise. */
  until: z.string().nullable(),
  decidedAt: z.string(),
  /** False once the member appealed (one appeal per decision) or when the decision cannot be appealed. */
  appealable: z.boolean(),
});
export type MemberDecision = z.infer<typeof memberDecisionSchema>;

/** GET /api/decisions.php: the statements not marked seen yet (reading does not mark them). */
export const memberDecisionsAnswerSchema = z.object({ decisions: z.array(memberDecisionSchema) });
export type MemberDecisionsAnswer = z.infer<typeof memberDecisionsAnswerSchema>;

/** POST /api/decisions-seen.php: the member closed the notice of these statements. */
export const decisionsSeenBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
});
export type DecisionsSeenBody = z.infer<typeof decisionsSeenBodySchema>;

/** The shortest appeal text the server takes; the appeal forms say so before sending. */
export const APPEAL_MIN_LENGTH = 10;

/** POST /api/decision-appeal.php */
export const decisionAppealBodySchema = z.object({
  decisionId: z.number().int().positive().max(2_147_483_647),
  text: z.string().trim().min(APPEAL_MIN_LENGTH).max(5000),
});
export type DecisionAppealBody = z.infer<typeof decisionAppealBodySchema>;

/** A banned or suspended member's login answers 403 with this body (error `account_banned`). */
export const bannedLoginAnswerSchema = z.object({
  error: z.literal('account_banned'),
  message: z.string(),
  ban: z.object({
    kind: z.enum(['suspend', 'ban']),
    reason: z.string(),
    until: z.string().nullable(),
    decisionId: z.number().int().nullable(),
    /** The member may still appeal it (once), from the login page: `POST /api/ban-appeal.php`. */
    appealable: z.boolean(),
  }),
});
export type BannedLoginAnswer = z.infer<typeof bannedLoginAnswerSchema>;

/**
 * POST /api/ban-appeal.php: a suspended or banned member cannot log in, so the appeal of that decision is
 * proven by the login's own e-mail and password (slowed down like a login's failures).
 */
export const banAppealBodySchema = decisionAppealBodySchema.extend(loginBodySchema.shape);
export type BanAppealBody = z.infer<typeof banAppealBodySchema>;
