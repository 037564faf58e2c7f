// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTotals } from '../../../scripts/bench/sizes.mjs';

describe('a route’s totals', () => {
  it('count the product’s JS and CSS, and the mock’s files apart', () => {
    expect(
      routeTotals([
        { path: 'a.js', type: 'js', mock: false, raw: 300, gzip: 100 },
        { path: 'b.js', type: 'js', mock: false, raw: 30, gzip: 10 },
        { path: 'c.css', type: 'css', mock: false, raw: 50, gzip: 20 },
        { path: 'mockServiceWorker.js', type: 'js', mock: true, raw: 900, gzip: 400 },
      ]),
    ).toEqual({
      jsGzip: 110,
      jsRaw: 330,
      cssGzip: 20,
      cssRaw: 50,
      files: 3,
      mockGzip: 400,
      mockRaw: 900,
      mockFiles: 1,
    });
  });
});
