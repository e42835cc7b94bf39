import { type PointerEvent, useRef, useState } from 'react';

/** How far (px) a card must travel before letting go counts as a swipe. */
export const SWIPE_THRESHOLD = 90;

/**
 * Horizontal dragging with pointer events (touch, pen and mouse alike). Letting go past the threshold
 * calls onSwipe with the direction; otherwise the card springs back.
 */
export function useDrag(onSwipe: (direction: 'left' | 'right') => void, enabled: boolean) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || event.button !== 0) return;
      start.current = { x: event.clientX, id: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      setOffset(event.clientX - from.x);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      const distance = event.clientX - from.x;
      start.current = null;
      setOffset(0);
      if (Math.abs(distance) >= SWIPE_THRESHOLD) onSwipe(distance > 0 ? 'right' : 'left');
    },
    onPointerCancel() {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, handlers };
}
