import { act, renderHook } from '@testing-library/react';
import { useDebouncedArgs } from './useDebouncedArgs';

describe('useDebouncedArgs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the first value at once and a new value 300 ms after the last change of a burst', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedArgs(value, 300), {
      initialProps: { value: { page: 1 } as Record<string, unknown> },
    });
    expect(result.current).toEqual({ page: 1 });

    rerender({ value: { page: 1, style: '1' } });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: { page: 1, style: '1,2' } });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: { page: 1, style: '1,2,3' } });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toEqual({ page: 1 });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ page: 1, style: '1,2,3' });
  });

  it('keeps the same object while the content does not change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedArgs(value, 300), {
      initialProps: { value: { page: 1, keyword: undefined } as Record<string, unknown> },
    });
    const first = result.current;
    rerender({ value: { page: 1 } });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(first);
  });
});
