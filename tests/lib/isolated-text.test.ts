import { describe, expect, it } from 'vitest';
import { FSI, isolatedText, needsIsolation, PDI, withoutBidiControls } from '../../src/lib/isolated-text';

const RLO = '\u202E';

describe('API text for a place without markup', () => {
  it('is left as it is when it cannot reorder anything', () => {
    expect(isolatedText('Pollo Crujiente Getafe Centro')).toBe('Pollo Crujiente Getafe Centro');
    expect(isolatedText('Avenida de Andalucía, 14 (local 3)')).toBe('Avenida de Andalucía, 14 (local 3)');
    expect(needsIsolation("Pollo $' Centro")).toBe(false);
  });

  it('is isolated, without its override, when it holds a right-to-left override', () => {
    expect(isolatedText(`Pollo ${RLO}ortneC`)).toBe(`${FSI}Pollo ortneC${PDI}`);
  });

  it('cannot close the isolation early with a stray end of isolate', () => {
    const text = isolatedText(`Pollo ${PDI}${RLO}Centro`);
    expect(text).toBe(`${FSI}Pollo Centro${PDI}`);
    expect(text.indexOf(PDI)).toBe(text.length - 1);
  });

  it('isolates right-to-left letters, which would pull the words around them', () => {
    expect(isolatedText('دجاج 24')).toBe(`${FSI}دجاج 24${PDI}`);
    expect(isolatedText('עוף')).toBe(`${FSI}עוף${PDI}`);
  });

  it('loses every embedding, override and isolate', () => {
    expect(withoutBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe('abcdefghij');
    // The marks only say which way a character leans: they stay.
    expect(withoutBidiControls('a\u200Eb\u200Fc')).toBe('a\u200Eb\u200Fc');
  });
});
