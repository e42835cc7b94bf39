/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import { renderWithProviders, testMessages } from '@dating/shared/testing';
import { ICEBREAKERS_SHOWN, IcebreakerSuggestions } from './icebreaker-suggestions';

const lines = (locale: 'en' | 'de') =>
  Object.entries(testMessages(locale))
    .filter(([id]) => /^chat\.icebreakers\.line\d+$/.test(id))
    .map(([, text]) => text);

describe('IcebreakerSuggestions', () => {
  it('offers a few lines; a click hands the line to the composer', async () => {
    const onPick = jest.fn();
    const { user } = renderWithProviders(<IcebreakerSuggestions onPick={onPick} start={0} />);
    const list = screen.getByRole('list');
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(ICEBREAKERS_SHOWN);
    await user.click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith(testMessages('en')['chat.icebreakers.line2']);
  });

  it('"Other ideas" moves on to lines not shown yet, and wraps round', async () => {
    const { user } = renderWithProviders(<IcebreakerSuggestions onPick={jest.fn()} start={0} />);
    const first = within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await user.click(screen.getByRole('button', { name: 'Other ideas' }));
    const next = within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(next.some((text) => first.includes(text))).toBe(false);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Other ideas' }));
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(ICEBREAKERS_SHOWN);
  });

  it('every locale has the same number of natural lines', () => {
    expect(lines('en').length).toBeGreaterThanOrEqual(8);
    expect(lines('de')).toHaveLength(lines('en').length);
    renderWithProviders(<IcebreakerSuggestions onPick={jest.fn()} start={0} />, { locale: 'de' });
    expect(
      screen.getByRole('heading', { name: 'Du weißt nicht, wie du anfangen sollst?' }),
    ).toBeInTheDocument();
  });
});
