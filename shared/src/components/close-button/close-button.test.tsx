import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CloseButton } from './close-button';

describe('CloseButton', () => {
  it('is named by its label, not by the ×, and never submits a form', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <CloseButton label="Dismiss" onClick={onClick} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CloseButton sizes', () => {
  it('is a 44 px touch target in the large size and smaller by default', () => {
    renderWithProviders(
      <>
        <CloseButton label="Small" onClick={() => undefined} />
        <CloseButton label="Large" size="lg" onClick={() => undefined} />
      </>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Large' })).width).toBe('44px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Small' })).width).toBe('32px');
  });
});
