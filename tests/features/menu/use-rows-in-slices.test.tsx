import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsInSlices } from '../../../src/features/menu/use-rows-in-slices';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the next task the hook has asked for, and the render it causes. */
const nextTask = () =>
  act(() => {
    vi.advanceTimersToNextTimer();
  });

describe('the rows drawn in slices', () => {
  it('draws the first rows at once, then a slice more in each later task, until every row is there', () => {
    const { result } = renderHook(() => useRowsInSlices(20, 8, 5));
    expect(result.current).toEqual({ drawn: 8, complete: false });
    nextTask();
    expect(result.current).toEqual({ drawn: 13, complete: false });
    nextTask();
    expect(result.current).toEqual({ drawn: 18, complete: false });
    nextTask();
    expect(result.current).toEqual({ drawn: 20, complete: true });
    // Nothing more to do: no task is left waiting.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for rows before drawing any, and counts nothing to draw as complete', () => {
    const { result, rerender } = renderHook(({ total }) => useRowsInSlices(total, 8, 8), {
      initialProps: { total: 0 },
    });
    expect(result.current).toEqual({ drawn: 0, complete: true });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 30 });
    expect(result.current).toEqual({ drawn: 8, complete: false });
    nextTask();
    nextTask();
    nextTask();
    expect(result.current).toEqual({ drawn: 30, complete: true });
  });

  it('draws every row at once once all have been drawn, however many there are after that', () => {
    const { result, rerender } = renderHook(({ total }) => useRowsInSlices(total, 8, 8), {
      initialProps: { total: 10 },
    });
    nextTask();
    expect(result.current).toEqual({ drawn: 10, complete: true });
    rerender({ total: 3 });
    expect(result.current).toEqual({ drawn: 3, complete: true });
    rerender({ total: 59 });
    expect(result.current).toEqual({ drawn: 59, complete: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks for nothing more once the table is gone', () => {
    const { unmount } = renderHook(() => useRowsInSlices(40, 8, 8));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
