// Niche codes 1-7 (settings.niche) and the lander prefix each maps to. The prefix picks the copy a lander
// shows (headline and lead in the site's niche) and is written on the page (`data-niche`) for analytics.
// The mapping is documented in docs/landers.md; change both together.
import type { Niche } from '@dating/shared';

export const NICHE_PREFIXES = {
  1: 'flirt',
  2: 'dating',
  3: 'love',
  4: 'mature',
  5: 'lgbt',
  6: 'adventure',
  7: 'chat',
} as const satisfies Record<Niche, string>;

export type NichePrefix = (typeof NICHE_PREFIXES)[Niche];

/** The prefix of a niche code; an unknown code (a site configured before a new niche) reads as dating. */
export function nichePrefix(niche: number | undefined): NichePrefix {
  return NICHE_PREFIXES[niche as Niche] ?? 'dating';
}

/** Every message id named as a whole literal, so the i18n check sees them. */
export const NICHE_COPY: Record<NichePrefix, { headline: string; lead: string }> = {
  flirt: { headline: 'landers.niche.flirt-headline', lead: 'landers.niche.flirt-lead' },
  dating: { headline: 'landers.niche.dating-headline', lead: 'landers.niche.dating-lead' },
  love: { headline: 'landers.niche.love-headline', lead: 'landers.niche.love-lead' },
  mature: { headline: 'landers.niche.mature-headline', lead: 'landers.niche.mature-lead' },
  lgbt: { headline: 'landers.niche.lgbt-headline', lead: 'landers.niche.lgbt-lead' },
  adventure: { headline: 'landers.niche.adventure-headline', lead: 'landers.niche.adventure-lead' },
  chat: { headline: 'landers.niche.chat-headline', lead: 'landers.niche.chat-lead' },
};
