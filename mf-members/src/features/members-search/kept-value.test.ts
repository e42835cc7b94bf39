import { act, renderHook } from '@testing-library/react';
import { keptValue, useKeptValue } from './kept-value';

describe('a kept value', () => {
  it('takes a value or an update of the current one, and tells its subscribers', () => {
    const count = keptValue(1);
    const seen: number[] = [];
    const unsubscribe = count.subscribe(() => seen.push(count.get()));
    count.set(2);
    count.set((current) => current * 10);
    count.set(20); // unchanged: nobody is told
    unsubscribe();
    count.set(3);
    expect(seen).toEqual([2, 20]);
    expect(count.get()).toBe(3);
  });

  it('outlives the component that showed it', () => {
    const filters = keptValue({ country: 'GB' });
    const first = renderHook(() => useKeptValue(filters));
    act(() => first.result.current[1]({ country: 'DE' }));
    expect(first.result.current[0]).toEqual({ country: 'DE' });
    first.unmount();
    const second = renderHook(() => useKeptValue(filters));
    expect(second.result.current[0]).toEqual({ country: 'DE' });
  });
});
