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

  describe('hides a secret in every spelling an answer or an error may echo it in', () => {
    const secret = 'Rt/Pass~99x';
    it.each([
      ['itself', 'Rt/Pass~99x'],
      ['percent-encoded as encodeURIComponent does', 'Rt%2FPass~99x'],
      ['percent-encoded strictly (RFC 3986, Java, PHP), upper-case hex', 'Rt%2FPass%7E99x'],
      ['percent-encoded strictly, lower-case hex', 'Rt%2fPass%7e99x'],
      ['as a JSON pointer', 'Rt~1Pass~099x'],
      ['as a JSON pointer in an address', 'Rt~1Pass%7E099x'],
      ['JSON-escaped, `/` as `\\/`', 'Rt\\/Pass~99x'],
      ['JSON-escaped, `/` and `~` as \\u escapes', 'Rt\\u002FPass\\u007e99x'],
    ])('%s', (_, spelling) => {
      const masker = createMasker();
      masker.secret(secret);
      expect(masker.mask(`400 {"detail":"bad password ${spelling}"}`)).toBe('400 {"detail":"bad password [hidden]"}');
    });

    it.each([
      ['form-encoded (Java, PHP): a space as +, !()* encoded', 'Open Sesame!(1)*', 'Open+Sesame%21%281%29%2A'],
      ['percent-encoded strictly, a space as %20', "Open Sesame!(1)'", 'Open%20Sesame%21%281%29%27'],
      ['form-encoded, ~ left alone as Python does', 'Open Sesame~1', 'Open+Sesame~1'],
      ['JSON-escaped to ASCII, lower-case hex', 'Contraseña€🔑', 'Contrase\\u00f1a\\u20ac\\ud83d\\udd11'],
      ['JSON-escaped to ASCII, upper-case hex', 'Contraseña€🔑', 'Contrase\\u00F1a\\u20AC\\uD83D\\uDD11'],
      ['JSON-escaped, quote and backslash', 'Pa"ss\\word', 'Pa\\"ss\\\\word'],
      ['JSON-escaped, quote as \\u0022', 'Pa"ss\\word', 'Pa\\u0022ss\\u005Cword'],
      ['percent-encoded UTF-8', 'Contraseña€🔑', 'Contrase%C3%B1a%E2%82%AC%F0%9F%94%91'],
      ['a JSON pointer of both ~ and /', 'a~/b-secret', 'a~0~1b-secret'],
    ])('%s', (_, secret, spelling) => {
      const masker = createMasker();
      masker.secret(secret);
      expect(masker.mask(`echoed: ${spelling}.`)).toBe('echoed: [hidden].');
    });

    it('hides a short secret in another spelling still only as a whole word', () => {
      const masker = createMasker();
      masker.secret('k/1');
      expect(masker.mask('key k%2F1 and k~11 in kk%2F1x')).toBe('key [hidden] and [hidden] in kk%2F1x');
    });
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
