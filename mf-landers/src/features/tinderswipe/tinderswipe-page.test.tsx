/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen } from '@testing-library/react';
import { api, getBus, type BusPayload } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { publishSite, testMember } from '../lander-frame/test-fixtures';
import { TinderswipePage } from './tinderswipe-page';

const deck = [1, 2, 3, 4, 5].map((id) => testMember(id));

// jsdom has no PointerEvent: without one, a pointer event carries no coordinates.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', {
    value: class PointerEvent extends MouseEvent {},
    configurable: true,
  });
}

beforeEach(() => {
  resetBusForTests();
  publishSite();
  window.history.pushState(null, '', '/landers/tinderswipe?network=adnet');
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) =>
      path === '/api/lander-copy.php' ? { copy: {} } : { members: deck },
    );
});

afterEach(() => jest.restoreAllMocks());

describe('the tinderswipe lander', () => {
  it('swipes by keyboard and buttons, then opens the signup aimed at the first member liked', async () => {
    const opened: BusPayload<'signup.open'>[] = [];
    getBus()
      .on('signup.open')
      .subscribe((payload) => opened.push(payload));
    const { user } = renderWithQuery(<TinderswipePage route={{ name: 'landers-tinderswipe', params: {} }} />);

    const card = await screen.findByRole('group', { name: 'Member1, 31: profile 1 of 5' });
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    card.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: 'Member2, 32: profile 2 of 5' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Pass on Member3' }));
    await user.click(screen.getByRole('button', { name: 'Like Member4' }));
    expect(screen.getByRole('group', { name: 'Member5, 35: profile 5 of 5' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Like Member5' }));

    expect(screen.getByRole('heading', { name: 'You liked 3 members' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(opened).toEqual([{ source: 'lander:tinderswipe', profileId: 2 }]);
  });

  it('swipes with the arrow keys before anything on the page was clicked or focused', async () => {
    const { user } = renderWithQuery(<TinderswipePage route={{ name: 'landers-tinderswipe', params: {} }} />);
    await screen.findByRole('group', { name: /profile 1 of 5/ });
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: /profile 2 of 5/ })).toBeVisible();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.getByRole('group', { name: /profile 2 of 5/ })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: /profile 3 of 5/ })).toBeVisible();
  });

  it('decides by a drag far enough sideways, and springs back from a short one', async () => {
    renderWithQuery(<TinderswipePage route={{ name: 'landers-tinderswipe', params: {} }} />);
    const card = await screen.findByTestId('swipe-card');
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 240, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 240, pointerId: 1 });
    expect(screen.getByRole('group', { name: /profile 1 of 5/ })).toBeVisible();
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 60, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 60, pointerId: 1 });
    expect(screen.getByRole('group', { name: /profile 2 of 5/ })).toBeVisible();
  });

  it('ends on the last card with nobody liked, and still offers the signup', async () => {
    const { user } = renderWithQuery(<TinderswipePage route={{ name: 'landers-tinderswipe', params: {} }} />);
    for (const id of [1, 2, 3, 4, 5])
      await user.click(await screen.findByRole('button', { name: `Pass on Member${id}` }));
    expect(screen.getByRole('heading', { name: 'Nobody caught your eye?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign up free' })).toBeVisible();
  });
});
