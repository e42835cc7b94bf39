import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces loading in the current locale', () => {
    renderWithProviders(<Spinner />, { locale: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
  });

  it('takes a specific label', () => {
    renderWithProviders(<Spinner label="Loading chats" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats');
  });

  it('is silent when decorative', () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
