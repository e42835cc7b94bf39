import { clearProgress, loadProgress, saveProgress } from './signup-progress';

describe('signup progress', () => {
  beforeEach(() => localStorage.clear());

  it('continues at the saved step for the same member only', () => {
    saveProgress(7, 'location');
    expect(loadProgress(7)).toBe('location');
    expect(loadProgress(8)).toBeNull();
    clearProgress();
    expect(loadProgress(7)).toBeNull();
  });

  it('ignores a damaged or unknown entry', () => {
    localStorage.setItem('mf-signup.progress', '{"userId":7,"step":"hacked"}');
    expect(loadProgress(7)).toBeNull();
    localStorage.setItem('mf-signup.progress', 'not json');
    expect(loadProgress(7)).toBeNull();
  });
});
