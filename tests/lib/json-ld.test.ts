import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../src/lib/json-ld';

describe('structured data as JSON text', () => {
  it('writes JSON that cannot close its script element', () => {
    const text = jsonLdText({ name: 'Pollo </script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: 'Pollo </script><script>alert(1)</script>' });
  });
});

describe('structured data of API text with bidirectional controls', () => {
  it('writes each text without them, which no markup could isolate in a search result', () => {
    const text = jsonLdText({ name: 'Pollo \u202EortneC', address: { streetAddress: 'Calle \u2069\u202EroyaM' } });
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(JSON.parse(text)).toEqual({ name: 'Pollo ortneC', address: { streetAddress: 'Calle royaM' } });
  });
});
