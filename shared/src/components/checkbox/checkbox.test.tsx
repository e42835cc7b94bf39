import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label, which may contain a link', async () => {
    const { user } = renderWithProviders(
      <Checkbox
        required
        label={
          <>
            I accept the <a href="/pages/terms">terms</a>
          </>
        }
        error="Please accept the terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    await user.click(screen.getByText(/I accept/));
    expect(box).toBeChecked();
  });
});
