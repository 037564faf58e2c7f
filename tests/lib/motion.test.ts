import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '../../src/lib/motion';

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (matches: boolean) => {
    const asked: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      asked.push(query);
      return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
    });
    return asked;
  };

  it('says what the browser answers to the reduced-motion query', () => {
    const asked = answering(true);
    expect(prefersReducedMotion()).toBe(true);
    answering(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(asked).toEqual([REDUCED_MOTION_QUERY]);
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
  });

  it('reads the answer each time, so a change of setting counts at the next scroll', () => {
    answering(false);
    expect(prefersReducedMotion()).toBe(false);
    answering(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('says no where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});
