import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, usePrefersReducedMotion } from '../../src/lib/motion';

/** A system setting for motion the test can change, as `matchMedia` reports it. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((text: string) => (text === '(prefers-reduced-motion: reduce)' ? query : { matches: false })),
  );
  return {
    change(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('the visitor’s wish for less motion', () => {
  it('is read from the system’s setting, and is false where the browser cannot say', () => {
    motionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    motionSetting(false);
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('draws a component again when the visitor changes it, and stops listening when it is gone', () => {
    const setting = motionSetting(false);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    act(() => setting.change(true));
    expect(screen.getByText('still')).toBeInTheDocument();
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
