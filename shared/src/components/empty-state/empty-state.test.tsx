import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading at the asked level, a description and an action', () => {
    renderWithProviders(
      <EmptyState
        headingLevel={3}
        title="No messages yet"
        description="Say hello to someone you like."
        illustration={<svg />}
        action={<a href="/members">Find members</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('Say hello to someone you like.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find members' })).toBeInTheDocument();
  });
});
