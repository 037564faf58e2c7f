import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../src/lib/json-ld';

describe('structured data as JSON text', () => {
  it('writes JSON that cannot close its script element', () => {
    const text = jsonLdText({ name: 'Pollo </script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: 'Pollo </script><script>alert(1)</script>' });
  });
});
