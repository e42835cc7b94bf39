import { api, type Interest, type SignupReason } from '@dating/shared';
import type { MemberCardData } from '../../member-card/member-card-types';

export type MatchReason =
  | { kind: 'interests'; interests: Interest[] }
  | { kind: 'city' | 'region' | 'country' | 'age' | 'photo' }
  | { kind: 'goal'; goal: SignupReason };

export interface RankedMatch {
  profile: MemberCardData;
  score: number;
  reasons: MatchReason[];
  liked: boolean;
}

/** GET /api/match-finder.php: profiles ranked by fit, with the reasons. */
export const getMatches = (limit: number, signal?: AbortSignal) =>
  api.get<RankedMatch[]>('/api/match-finder.php', { query: { limit }, signal });
