import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import type { User } from '@dating/shared';
import { CreditsItem, creditsBadgeVariant } from './credits-item';

const member = (credits: number, paid_user: boolean) => ({ credits, paid_user }) as User;

describe('credits in the navigation', () => {
  it('badge thresholds: none above 10, warning from 10 down to 1, danger at 0', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
    expect(creditsBadgeVariant(0)).toBe('danger');
  });

  it('offers premium to members who never paid', () => {
    renderWithProviders(<CreditsItem user={member(0, false)} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/premium');
    expect(screen.queryByTestId('credits-badge')).toBeNull();
  });

  it('shows paid members their low balance with a screen-reader label', () => {
    renderWithProviders(<CreditsItem user={member(3, true)} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/credits');
    expect(screen.getByTestId('credits-badge')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByRole('link')).toHaveAccessibleName(/3 credits left/);
  });

  it('marks the link as the current page on its own route only', () => {
    window.history.pushState(null, '', '/credits');
    const { unmount } = renderWithProviders(<CreditsItem user={member(40, true)} />);
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page');
    unmount();
    window.history.pushState(null, '', '/members');
    renderWithProviders(<CreditsItem user={member(40, true)} />);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-current');
  });
});
