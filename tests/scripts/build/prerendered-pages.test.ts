// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  prerenderedFile,
  redirectsFile,
  shellWithNotFound,
  staticCandidates,
} from '../../../scripts/build/prerendered-pages.mjs';

describe('where the pre-rendered pages live', () => {
  it('writes each address where a static host looks for it', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/en/')).toBe('en/index.html');
    expect(prerenderedFile('/restaurantes/getafe-centro')).toBe('restaurantes/getafe-centro.html');
    expect(staticCandidates('/ca/restaurantes/getafe-centro')).toEqual([
      'ca/restaurantes/getafe-centro.html',
      'ca/restaurantes/getafe-centro/index.html',
    ]);
  });

  it("answers a restaurant's address that was not built with the shell and 404, any other with the shell and 200", () => {
    expect(shellWithNotFound('/restaurantes/segovia-centro')).toBe(true);
    expect(shellWithNotFound('/en/restaurantes/segovia-centro')).toBe(true);
    expect(shellWithNotFound('/ca/restaurantes/segovia-centro/')).toBe(true);
    expect(shellWithNotFound('/restaurantes')).toBe(false);
    expect(shellWithNotFound('/restaurantes/a/b')).toBe(false);
    expect(shellWithNotFound('/personal-data')).toBe(false);
    expect(redirectsFile().trim().split('\n')).toEqual([
      // A code or style file that is not there is missing, never a page (one of an earlier release).
      '/assets/*  /app.html  404',
      '/restaurantes/*  /app.html  404',
      '/en/restaurantes/*  /app.html  404',
      '/ca/restaurantes/*  /app.html  404',
      '/*  /app.html  200',
    ]);
  });
});
