import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for danger only', () => {
    renderWithProviders(
      <>
        <Alert variant="danger">Payment failed or has been cancelled.</Alert>
        <Alert variant="info">Upload a photo</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('has a translated dismiss button when dismissible', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <Alert variant="warning" title="Photo missing" onDismiss={onDismiss}>
        Add a profile photo.
      </Alert>,
      { locale: 'nl' },
    );
    await user.click(screen.getByRole('button', { name: 'Verbergen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless asked', () => {
    renderWithProviders(<Alert action={<button type="button">Enable</button>}>Push is off</Alert>);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Enable']);
  });
});
