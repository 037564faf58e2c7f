import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../src/lib/use-now';

const START = new Date('2026-11-23T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the clock', () => {
  it('has no time on the first render, which a pre-rendered page shares with the build, and reads it on the next', () => {
    const seen: (Date | null)[] = [];
    const { result, unmount } = renderHook(() => {
      const now = useNow();
      seen.push(now);
      return now;
    });
    expect(seen[0]).toBeNull();
    expect(result.current).toEqual(START);
    unmount();
  });

  it('is renewed every minute unless told another interval', () => {
    const minute = renderHook(() => useNow());
    const second = renderHook(() => useNow(1000));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(second.result.current).toEqual(new Date(START.getTime() + 1000));
    expect(minute.result.current).toEqual(START);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(minute.result.current).toEqual(new Date(START.getTime() + 60_000));
    minute.unmount();
    second.unmount();
  });

  it('stops when nothing shows it', () => {
    const header = renderHook(() => useNow());
    const finder = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(2);
    header.unmount();
    finder.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time afresh when it is shown again', () => {
    renderHook(() => useNow()).unmount();
    act(() => {
      vi.advanceTimersByTime(90_000);
    });
    const { result, unmount } = renderHook(() => useNow());
    expect(result.current).toEqual(new Date(START.getTime() + 90_000));
    unmount();
  });
});
