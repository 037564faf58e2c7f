import { describe, expect, it } from 'vitest';
import { fragmentId } from '../../src/lib/fragment';

describe('the id an address fragment names', () => {
  it('is the fragment, percent-decoded', () => {
    expect(fragmentId('#alergenos')).toBe('alergenos');
    expect(fragmentId('#a%C3%B1o')).toBe('año');
    expect(fragmentId('alergenos')).toBe('alergenos');
  });

  it('is none without a fragment', () => {
    expect(fragmentId('')).toBeNull();
    expect(fragmentId('#')).toBeNull();
  });

  it('is none, without throwing, for a fragment that is not valid percent-encoding', () => {
    for (const hash of ['#%', '#%E0', '#%E0%A4%A', '#100%', '#%zz']) expect(fragmentId(hash), hash).toBeNull();
  });
});
