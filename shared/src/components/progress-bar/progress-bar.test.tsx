import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetBusForTests } from '../../testing/render-with-providers';
import { ProgressBar } from './progress-bar';
import { startProgress, trackProgress } from './use-progress';

describe('ProgressBar (throttle 200 ms, hide 500 ms after done)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetBusForTests();
  });
  afterEach(() => jest.useRealTimers());

  const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

  it('never appears for work shorter than 200 ms', () => {
    renderWithProviders(<ProgressBar />);
    const done = startProgress();
    act(() => jest.advanceTimersByTime(199));
    act(() => done());
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms and hides 500 ms after the work is done', () => {
    renderWithProviders(<ProgressBar />);
    let done = () => {};
    act(() => {
      done = startProgress();
    });
    act(() => jest.advanceTimersByTime(200));
    expect(bar()).toHaveAttribute('data-phase', 'running');
    act(() => jest.advanceTimersByTime(3000));
    act(() => done());
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    act(() => jest.advanceTimersByTime(499));
    expect(bar()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('stays while any of several jobs runs, and a done() called twice counts once', () => {
    renderWithProviders(<ProgressBar />);
    const first = startProgress();
    const second = startProgress();
    act(() => jest.advanceTimersByTime(300));
    act(() => {
      first();
      first();
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toHaveAttribute('data-phase', 'running');
    act(() => second());
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });

  it('tracks a promise, success or failure', async () => {
    renderWithProviders(<ProgressBar />);
    let fail: (error: Error) => void = () => {};
    const work = trackProgress(new Promise<never>((_, reject) => (fail = reject)));
    act(() => jest.advanceTimersByTime(250));
    expect(bar()).toBeInTheDocument();
    await act(async () => {
      fail(new Error('offline'));
      await expect(work).rejects.toThrow('offline');
    });
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });
});
