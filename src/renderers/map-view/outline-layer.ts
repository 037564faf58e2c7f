import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { whenIdle } from '../../lib/idle';
import outline from './outline.json';

const landStyle = new Style({ fill: new Fill({ color: '#f6ecd9' }), stroke: new Stroke({ color: '#8f7358', width: 1.25 }) });
const provinceStyle = new Style({ stroke: new Stroke({ color: '#b59a7e', width: 1, lineDash: [4, 4] }) });

const PROVINCES = 'provinces';

/**
 * The offline base layer: Spain and its neighbours from Natural Earth, with the borders of Spain's provinces
 * (outline.json, derived from `world-atlas` and `es-atlas`, see tests/renderers/map-view-outline.test.ts), drawn as
 * land on the map's sea-coloured background. Its own chunk. It starts empty: `drawOutline` fills it.
 */
export function createOutlineLayer(attributions: string): VectorLayer<VectorSource> {
  const source = new VectorSource({ attributions });
  return new VectorLayer({ source, style: (feature) => (feature.get('name') === PROVINCES ? provinceStyle : landStyle) });
}

type OutlineFeature = { type: 'Feature'; id: string; properties: { name: string }; geometry: { type: string; coordinates: unknown } };

/** About the most coordinates read, projected and drawn at once without holding the page for a long task. */
const BATCH_POSITIONS = 1200;

const positions = (coordinates: unknown): number =>
  !Array.isArray(coordinates) ? 0
  : typeof coordinates[0] === 'number' ? 1
  : coordinates.reduce((sum: number, part) => sum + positions(part), 0);

/**
 * The outline's features, in batches. The provinces' borders, the largest part, come as one line per border instead
 * of one feature for them all: the map then draws only the borders in view (at the start, those around Madrid).
 */
function batches(): OutlineFeature[][] {
  const pieces = (outline.features as OutlineFeature[]).flatMap((item) =>
    item.id === PROVINCES && item.geometry.type === 'MultiLineString'
      ? (item.geometry.coordinates as unknown[]).map((line, index) => ({ ...item, id: `${PROVINCES}-${index}`, geometry: { type: 'LineString', coordinates: line } }))
      : [item],
  );
  const out: OutlineFeature[][] = [];
  let batch: OutlineFeature[] = [];
  let count = 0;
  for (const piece of pieces) {
    batch.push(piece);
    count += positions(piece.geometry.coordinates);
    if (count >= BATCH_POSITIONS) {
      out.push(batch);
      batch = [];
      count = 0;
    }
  }
  if (batch.length) out.push(batch);
  return out;
}

/** Fills the outline layer's source a batch per quiet moment of the browser; stops when `signal` is aborted. */
export async function drawOutline(source: VectorSource, signal: AbortSignal): Promise<void> {
  const format = new GeoJSON();
  for (const batch of batches()) {
    await whenIdle(signal);
    source.addFeatures(format.readFeatures({ type: 'FeatureCollection', features: batch }, { featureProjection: 'EPSG:3857' }) as Feature[]);
  }
}
