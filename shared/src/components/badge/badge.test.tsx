import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Badge, formatBadgeCount } from './badge';

describe('Badge', () => {
  it('caps counts at 99+ from 100 (spec)', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
  });

  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = renderWithProviders(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero variant="danger" />);
    expect(container).toHaveTextContent('0');
  });

  it('gives screen readers the meaning, not the bare number', () => {
    renderWithProviders(<Badge count={120} variant="unread" label="120 unread messages" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 unread messages')).toBeInTheDocument();
  });

  it('colours unread in the secondary colour and warns in warning style', () => {
    renderWithProviders(
      <>
        <Badge count={3} variant="unread" />
        <Badge count={8} variant="warning" />
      </>,
    );
    expect(getComputedStyle(screen.getByText('3').parentElement!).backgroundColor).toBe('rgb(242, 140, 0)');
    expect(getComputedStyle(screen.getByText('8').parentElement!).backgroundColor).toBe('rgb(255, 176, 32)');
  });
});
