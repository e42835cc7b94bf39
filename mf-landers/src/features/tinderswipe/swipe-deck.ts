/** After this many likes the game ends in the sign-up: enough to feel the product, not enough to tire. */
export const LIKES_TO_FINISH = 3;

export interface DeckState {
  index: number;
  liked: number[];
}

export type SwipeChoice = 'like' | 'pass';

/** The next state after a choice on the current card; a finished deck ignores further choices. */
export function decide(state: DeckState, deck: readonly { id: number }[], choice: SwipeChoice): DeckState {
  const card = deck[state.index];
  if (!card || isFinished(state, deck.length)) return state;
  return { index: state.index + 1, liked: choice === 'like' ? [...state.liked, card.id] : state.liked };
}

export function isFinished(state: DeckState, size: number): boolean {
  return state.index >= size || state.liked.length >= LIKES_TO_FINISH;
}

/** A drag this far (px) sideways decides; less springs back. */
export const SWIPE_THRESHOLD = 80;
