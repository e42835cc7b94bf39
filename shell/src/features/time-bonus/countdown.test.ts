import { formatCountdown, secondsUntil } from './countdown';

describe('the time-bonus countdown', () => {
  it.each([
    [14_400, '04:00:00'],
    [14_399, '03:59:59'],
    [3_661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
  ])('%i seconds read %s', (value, text) => {
    expect(formatCountdown(value)).toBe(text);
  });

  it('rounds the remaining time up to whole seconds and stops at zero', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });
});
