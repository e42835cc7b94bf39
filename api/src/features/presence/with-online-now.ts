// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { MemberCardData, MemberSearchPage } from '@dating/shared/contract';
import type { PresenceStore } from './presence-store';

/**
 * Marks the cards of a search page whose member has a live socket open as online now. Only for lists built
 * on listableMembers, which never holds an invisible member: an invisible one must never show online.
 */
export async function withOnlineNow(
  presence: PresenceStore,
  page: MemberSearchPage,
): Promise<MemberSearchPage> {
  const cards = [...page.results, ...page.similar_results];
  if (cards.length === 0) return page;
  const online = await presence.onlineNow(cards.map((card) => card.id));
  if (online.size === 0) return page;
  const mark = (card: MemberCardData): MemberCardData =>
    online.has(card.id) ? { ...card, online: 'now' } : card;
  return { ...page, results: page.results.map(mark), similar_results: page.similar_results.map(mark) };
}
