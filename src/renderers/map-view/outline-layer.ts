import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { whenIdle } from '../../lib/idle';

const landStyle = new Style({
  fill: new Fill({ color: '#f6ecd9' }),
  stroke: new Stroke({ color: '#8f7358', width: 1.25 }),
});
const provinceStyle = new Style({ stroke: new Stroke({ color: '#b59a7e', width: 1, lineDash: [4, 4] }) });

const PROVINCES = 'provinces';

/**
 * The offline base layer: Spain and its neighbours from Natural Earth, with the borders of Spain's provinces
 * (outline.json, derived from `world-atlas` and `es-atlas`, see tests/renderers/map-view-outline.test.ts), drawn as
 * land on the map's sea-coloured background. Its own chunk. It starts empty: `drawOutline` fills it.
 */
export function createOutlineLayer(attributions: string): VectorLayer<VectorSource> {
  const source = new VectorSource({ attributions });
  return new VectorLayer({
    source,
    style: (feature) => (feature.get('name') === PROVINCES ? provinceStyle : landStyle),
  });
}

type Position = [number, number];
export type OutlineFeature = {
  id: string;
  properties: { name: string };
  geometry:
    { type: 'MultiPolygon'; coordinates: Position[][][] } | { type: 'MultiLineString'; coordinates: Position[][] };
};

/** outline.json as the map reads it: Spain, its neighbours, and the borders between Spain's provinces. */
export type Outline = { features: OutlineFeature[] };

/** One feature to be: its id, its name, how many positions it has, and how to make its geometry. */
type Piece = { id: string; name: string; positions: number; geometry: () => MultiPolygon | LineString };

/**
 * The outline's features: one per country, and one per border between provinces instead of one for them all (the
 * largest part), so that the map draws only the borders in view (at the start, those around Madrid). The file
 * holds only these two kinds of geometry, read here without OpenLayers' GeoJSON reader and its weight.
 */
function pieces(outline: Outline): Piece[] {
  return outline.features.flatMap(({ id, properties: { name }, geometry }): Piece[] =>
    geometry.type === 'MultiPolygon'
      ? [
          {
            id,
            name,
            positions: geometry.coordinates.flat(2).length,
            geometry: () => new MultiPolygon(geometry.coordinates),
          },
        ]
      : geometry.coordinates.map((line, index) => ({
          id: `${id}-${index}`,
          name,
          positions: line.length,
          geometry: () => new LineString(line),
        })),
  );
}

/** About the most positions read, projected and drawn at once without holding the page for a long task. */
const BATCH_POSITIONS = 1200;

function batches(outline: Outline): Piece[][] {
  const out: Piece[][] = [];
  let batch: Piece[] = [];
  let count = 0;
  for (const piece of pieces(outline)) {
    batch.push(piece);
    count += piece.positions;
    if (count >= BATCH_POSITIONS) {
      out.push(batch);
      batch = [];
      count = 0;
    }
  }
  if (batch.length) out.push(batch);
  return out;
}

/**
 * Fills the outline layer's source: its features are made (read and projected) a batch per quiet moment of the
 * browser, and added at once. The map draws every change of a source again from all its features in view, so
 * adding them batch by batch drew the outline once per batch, a long frame each; now it is drawn once. Stops when
 * `signal` is aborted, adding nothing.
 */
export async function drawOutline(source: VectorSource, outline: Outline, signal: AbortSignal): Promise<void> {
  const features: Feature[] = [];
  for (const batch of batches(outline)) {
    await whenIdle(signal);
    for (const { id, name, geometry } of batch) {
      const feature = new Feature({ geometry: geometry().transform('EPSG:4326', 'EPSG:3857'), name });
      feature.setId(id);
      features.push(feature);
    }
  }
  await whenIdle(signal);
  source.addFeatures(features);
}
