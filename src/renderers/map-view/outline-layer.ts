import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
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
  type: 'Feature';
  id: string;
  properties: { name: string };
  geometry:
    { type: 'MultiPolygon'; coordinates: Position[][][] } | { type: 'MultiLineString'; coordinates: Position[][] };
};

/** outline.json as the map reads it: Spain, its neighbours, and the borders between Spain's provinces. */
export type Outline = { features: OutlineFeature[] };

/** One border between provinces, taken out of the file's one feature for them all. */
type BorderFeature = Omit<OutlineFeature, 'geometry'> & { geometry: { type: 'LineString'; coordinates: Position[] } };

/** One feature to be, in GeoJSON, and how many positions it has. */
type Piece = { feature: OutlineFeature | BorderFeature; positions: number };

/**
 * The outline's features: one per country, and one per border between provinces instead of one for them all (the
 * largest part), so that the map draws only the borders in view (at the start, those around Madrid). OpenLayers'
 * GeoJSON reader would keep the borders as one feature: they are split here.
 */
function pieces(outline: Outline): Piece[] {
  return outline.features.flatMap((feature): Piece[] =>
    feature.geometry.type === 'MultiPolygon'
      ? [{ feature, positions: feature.geometry.coordinates.flat(2).length }]
      : feature.geometry.coordinates.map((line, index) => ({
          feature: { ...feature, id: `${feature.id}-${index}`, geometry: { type: 'LineString', coordinates: line } },
          positions: line.length,
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
 * Fills the outline layer's source: its features are read (and projected to the map's) by OpenLayers' GeoJSON
 * reader a batch per quiet moment of the browser, and added at once. The map draws every change of a source again
 * from all its features in view, so adding them batch by batch drew the outline once per batch, a long frame each;
 * now it is drawn once. Stops when `signal` is aborted, adding nothing.
 */
export async function drawOutline(source: VectorSource, outline: Outline, signal: AbortSignal): Promise<void> {
  const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
  const features: Feature[] = [];
  for (const batch of batches(outline)) {
    await whenIdle(signal);
    features.push(...format.readFeatures({ type: 'FeatureCollection', features: batch.map((piece) => piece.feature) }));
  }
  await whenIdle(signal);
  source.addFeatures(features);
}
