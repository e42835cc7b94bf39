/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { SwipeCard } from './swipe-card';

const member = {
  id: 3,
  name: 'Ben',
  age: 40,
  country: 'GB',
  region: null,
  city: 'Leeds',
  main_image: null,
  fictional: false,
};

// jsdom has no PointerEvent: a MouseEvent with a pointerId is what the handlers read.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
});

function drag(card: HTMLElement, distance: number) {
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + distance / 2 });
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + distance });
}

describe('SwipeCard', () => {
  it('a drag past the threshold swipes in its direction; a short one springs back', () => {
    const onSwipe = jest.fn();
    renderWithProviders(<SwipeCard member={member} onSwipe={onSwipe} enabled />);
    const card = screen.getByRole('article', { name: 'Ben, 40' });
    drag(card, 40);
    expect(onSwipe).not.toHaveBeenCalled();
    drag(card, 150);
    expect(onSwipe).toHaveBeenLastCalledWith('right');
    drag(card, -150);
    expect(onSwipe).toHaveBeenLastCalledWith('left');
  });

  it('ignores drags while disabled', () => {
    const onSwipe = jest.fn();
    renderWithProviders(<SwipeCard member={member} onSwipe={onSwipe} enabled={false} />);
    drag(screen.getByRole('article', { name: 'Ben, 40' }), 200);
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
