import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetBusForTests } from '../../testing/render-with-providers';
import { Toaster } from './toaster';
import { showToast } from './use-toast';

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetBusForTests();
  });
  afterEach(() => jest.useRealTimers());

  const setup = () =>
    renderWithProviders(<Toaster />, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('shows toasts from the bus in a polite live region and hides them after 5 s', () => {
    setup();
    act(() => showToast('Profile saved', { variant: 'success' }));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Profile saved');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Profile saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('translates message ids it knows and makes errors an alert', () => {
    setup();
    act(() => showToast({ id: 'shared.errors.network_error' }, { variant: 'danger' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No connection.');
  });

  it('is dismissible and keeps a toast while hovered', async () => {
    const { user } = setup();
    act(() => showToast('First'));
    act(() => showToast('Second', { durationMs: 0 }));
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByText('First')).toBeNull();
    act(() => showToast('Hover me', { durationMs: 1000 }));
    await user.hover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Hover me')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('keeps at most four on screen, dropping the oldest', () => {
    setup();
    act(() => {
      for (const text of ['1', '2', '3', '4', '5']) showToast(`Toast ${text}`);
    });
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getByText('Toast 5')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(4);
  });

  it('is 350 px wide (spec)', () => {
    setup();
    expect(getComputedStyle(screen.getByRole('region', { name: 'Status messages' })).width).toBe('350px');
  });
});
