import { render, screen } from '@testing-library/react';
import { Icon } from './icon';

describe('Icon', () => {
  it('is hidden from assistive technology when a visible label names the thing', () => {
    const { container } = render(<Icon name="mail" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names itself when it stands alone', () => {
    render(<Icon name="bell" label="Notifications" />);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });
});
