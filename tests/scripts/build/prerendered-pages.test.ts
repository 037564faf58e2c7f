// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  permanentRedirects,
  prerenderedFile,
  redirectsFile,
  shellWithNotFound,
  staticCandidates,
} from '../../../scripts/build/prerendered-pages.mjs';
import { restaurantAddresses, restaurantPath } from '../../../src/domain/restaurant-address.mjs';

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

  it("answers a restaurant's or province's address that was not built with the shell and 404, any other with 200", () => {
    expect(shellWithNotFound('/restaurantes/segovia-centro')).toBe(true);
    expect(shellWithNotFound('/restaurantes/provincia/segovia')).toBe(true);
    expect(shellWithNotFound('/ca/restaurantes/provincia/segovia')).toBe(true);
    expect(shellWithNotFound('/restaurantes/provincia/segovia/centro')).toBe(false);
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

  it("sends a restaurant's earlier address to its current one with 301 in every language, before the other rules", () => {
    // Restaurant 40 has closed: 41, its namesake, now has the bare slug, and the address it had answers 301 to it.
    const { moved } = restaurantAddresses([
      { id: 39, name: 'Pollo Crujiente Colisión 41', city: 'Toledo' },
      { id: 41, name: 'Pollo Crujiente Colisión', city: 'Toledo' },
    ]);
    const file = redirectsFile([...moved].map(([from, to]) => [restaurantPath(from), restaurantPath(to)]));
    expect(file.trim().split('\n')).toEqual([
      '/restaurantes/toledo-colision-41-39  /restaurantes/toledo-colision-41  301',
      '/restaurantes/toledo-colision-41-2  /restaurantes/toledo-colision  301',
      '/en/restaurantes/toledo-colision-41-39  /en/restaurantes/toledo-colision-41  301',
      '/en/restaurantes/toledo-colision-41-2  /en/restaurantes/toledo-colision  301',
      '/ca/restaurantes/toledo-colision-41-39  /ca/restaurantes/toledo-colision-41  301',
      '/ca/restaurantes/toledo-colision-41-2  /ca/restaurantes/toledo-colision  301',
      '/assets/*  /app.html  404',
      '/restaurantes/*  /app.html  404',
      '/en/restaurantes/*  /app.html  404',
      '/ca/restaurantes/*  /app.html  404',
      '/*  /app.html  200',
    ]);
    // As the preview server reads them back: the exact addresses that answer 301, and where to.
    expect(permanentRedirects(file).get('/en/restaurantes/toledo-colision-41-2')).toBe(
      '/en/restaurantes/toledo-colision',
    );
    expect(permanentRedirects(file).size).toBe(6);
  });
});
