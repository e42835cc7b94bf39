import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api-client/api-error';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('explains an API error in the current locale and retries', async () => {
    let finish = () => {};
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(
      <ErrorState error={new ApiError(0, 'network_error', 'Failed to fetch')} onRetry={onRetry} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Un problème est survenu');
    expect(screen.getByRole('alert')).toHaveTextContent('Pas de connexion.');
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
  });

  it('falls back to the generic message for errors it does not know', () => {
    renderWithProviders(<ErrorState error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
