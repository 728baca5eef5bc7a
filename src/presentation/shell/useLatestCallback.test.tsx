import { renderHook } from '@testing-library/react';
import { useLatestCallback } from './useLatestCallback';

describe('a latest callback', () => {
  it('keeps one identity across renders and calls the callback of the latest one', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ name }) => useLatestCallback((what: string) => calls.push(`${name}:${what}`)),
      {
        initialProps: { name: 'first' },
      },
    );
    const first = result.current;
    first('a');
    rerender({ name: 'second' });
    expect(result.current).toBe(first);
    result.current('b');
    expect(calls).toEqual(['first:a', 'second:b']);
  });

  it('gives back what the callback gives', () => {
    const { result } = renderHook(() => useLatestCallback((a: number, b: number) => a + b));
    expect(result.current(2, 3)).toBe(5);
  });
});
