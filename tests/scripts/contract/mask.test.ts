// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMasker, maskEmail } from '../../../scripts/contract/mask.mjs';

describe('masking what the check prints', () => {
  it('hides secrets wherever they appear, even inside other text', () => {
    const masker = createMasker();
    masker.secret('demo-key-123');
    masker.secret('Demo1234');
    masker.secret('eyJhbGciOi.token.value');
    expect(masker.mask('GET /news?key=demo-key-123 with Bearer eyJhbGciOi.token.value and Demo1234Cc9')).toBe(
      'GET /news?key=[hidden] with Bearer [hidden] and [hidden]Cc9',
    );
  });

  it('hides a secret percent-encoded (either case of hex, a space as + or %20) and JSON-escaped', () => {
    const masker = createMasker();
    masker.secret('k3y+/Secret==');
    masker.secret('Pa ss"wörd');
    expect(
      masker.mask(
        'key k3y%2B%2FSecret%3D%3D or k3y%2b%2fSecret%3d%3d; Pa+ss%22w%C3%B6rd, Pa%20ss%22w%c3%b6rd, "Pa ss\\"wörd"',
      ),
    ).toBe('key [hidden] or [hidden]; [hidden], [hidden], "[hidden]"');
  });

  it('hides a short secret only as a whole word, so the rest of the output stays readable', () => {
    const masker = createMasker();
    masker.secret('k');
    expect(masker.mask('Checking key k')).toBe('Checking key [hidden]');
  });

  it('masks a customer’s email, phone and names, and any email or phone number it was not told about', () => {
    const masker = createMasker();
    masker.personal('demo@pollocrujiente.example');
    masker.personal('Lucía');
    masker.personal('Pérez Gómez');
    masker.personal('600123456');
    expect(masker.mask('Lucía Pérez Gómez <demo@pollocrujiente.example> 600123456')).toBe(
      'L*** P*** <d***@pollocrujiente.example> ***56',
    );
    expect(masker.mask('Galucía stays')).toBe('Galucía stays');
    expect(masker.mask('other@example.com called +34 600 11 22 33')).toBe('o***@example.com called ***33');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
  });

  it('leaves the rest of a line alone: times, statuses and pointers', () => {
    expect(createMasker().mask('main GET /api/v1/news es 200 1234 ms FAIL /data/0/id must be integer')).toBe(
      'main GET /api/v1/news es 200 1234 ms FAIL /data/0/id must be integer',
    );
  });
});
