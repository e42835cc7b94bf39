import { useEffect } from 'react';
import type { SwipeChoice } from './swipe-deck';

/** Elements that use the arrow keys themselves: a key pressed in one of them is not a swipe. */
const OWNS_ARROW_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="listbox"], [role="menu"], [role="tablist"], [role="radiogroup"]';

/**
 * The arrow keys swipe from anywhere on the page (the page tells visitors to use them before they have
 * clicked anything), except in a field or widget that uses them, with a modifier, or behind a modal.
 * `onChoice` null: no card to swipe.
 */
export function useSwipeKeys(onChoice: ((choice: SwipeChoice) => void) | null): void {
  useEffect(() => {
    if (!onChoice) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(OWNS_ARROW_KEYS)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      onChoice(event.key === 'ArrowRight' ? 'like' : 'pass');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onChoice]);
}
