// Typed copies of the contract's lander copy values (its module carries zod, which browser code imports only
// as types): the checks below fail to compile when a copy and the contract differ.
import type { LanderCopyField, LanderCopyKind } from '@dating/shared/contract';

export const COPY_KINDS = [
  'all',
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const satisfies readonly LanderCopyKind[];
const everyKind: LanderCopyKind extends (typeof COPY_KINDS)[number] ? true : never = true;
void everyKind;

export const COPY_FIELDS = ['headline', 'lead', 'cta'] as const satisfies readonly LanderCopyField[];
const everyField: LanderCopyField extends (typeof COPY_FIELDS)[number] ? true : never = true;
void everyField;

/** As the contract's LANDER_COPY_MAX_LENGTH; the server checks it again. */
export const COPY_MAX_LENGTH: Readonly<Record<LanderCopyField, number>> = {
  headline: 120,
  lead: 300,
  cta: 40,
};
