import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';

/**
 * The map's offline base layer (src/renderers/map-view/outline.json) is derived from two npm packages: Natural
 * Earth's 1:50m countries in `world-atlas` (Spain and its neighbours only, the parts within reach of Spain) and the
 * borders between Spain's provinces from the IGN data in `es-atlas`, with coordinates rounded to 0.001° (about
 * 100 m), so the route loads about 35 KB (gzip) instead of the whole world.
 * Run with UPDATE_MAP_OUTLINE=1 to write it again after updating either package.
 */
const COUNTRIES = ['Spain', 'Portugal', 'Andorra', 'France', 'Morocco', 'Algeria', 'W. Sahara'];
const BOUNDS = { west: -19.5, east: 10, south: 26, north: 47 };

type Position = [number, number];
type Ring = Position[];

function deriveOutline() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const provinces = JSON.parse(readFileSync(require.resolve('es-atlas/es/provinces.json'), 'utf8')) as Topology<{
    provinces: GeometryCollection;
  }>;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const simplifyRing = (ring: Ring): Ring => {
    const out: Ring = [];
    for (const [x, y] of ring) {
      const point: Position = [round(x), round(y)];
      const last = out[out.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
    }
    return out;
  };
  const near = (polygon: Ring[]) =>
    polygon[0]!.some(([x, y]) => x > BOUNDS.west && x < BOUNDS.east && y > BOUNDS.south && y < BOUNDS.north);
  const collection = feature(topology, topology.objects.countries);
  const features = collection.features.flatMap((country) => {
    const name = country.properties.name;
    if (!COUNTRIES.includes(name) || !country.geometry) return [];
    const geometry = country.geometry as { type: string; coordinates: unknown };
    const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Ring[][];
    const kept = polygons.filter(near).map((polygon) => polygon.map(simplifyRing));
    return kept.length
      ? [
          {
            type: 'Feature',
            id: country.id,
            properties: { name },
            geometry: { type: 'MultiPolygon', coordinates: kept },
          },
        ]
      : [];
  });
  const borders = mesh(provinces, provinces.objects.provinces, (a, b) => a !== b);
  features.push({
    type: 'Feature',
    id: 'provinces',
    properties: { name: 'provinces' },
    geometry: {
      type: 'MultiLineString',
      coordinates: borders.coordinates.map((line) => simplifyRing(line as Ring)) as never,
    },
  });
  return { type: 'FeatureCollection', features };
}

describe('the map outline', () => {
  const file = join(import.meta.dirname, '../../src/renderers/map-view/outline.json');

  it('is Natural Earth 1:50m for Spain and its neighbours, as derived from world-atlas', () => {
    const derived = deriveOutline();
    if (process.env.UPDATE_MAP_OUTLINE === '1') writeFileSync(file, `${JSON.stringify(derived)}\n`);
    const shipped = JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof deriveOutline>;
    expect(shipped).toEqual(derived);
    expect(shipped.features.map((item) => (item.properties as { name: string }).name).sort()).toEqual(
      [...COUNTRIES, 'provinces'].sort(),
    );
  });

  it('stays small enough for the restaurant route', () => {
    expect(readFileSync(file).length).toBeLessThan(120_000);
  });
});
