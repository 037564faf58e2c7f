import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import outline from './outline.json';

const landStyle = new Style({ fill: new Fill({ color: '#f6ecd9' }), stroke: new Stroke({ color: '#8f7358', width: 1.25 }) });
const provinceStyle = new Style({ stroke: new Stroke({ color: '#b59a7e', width: 1, lineDash: [4, 4] }) });

/**
 * The offline base layer: Spain and its neighbours from Natural Earth, with the borders of Spain's provinces
 * (outline.json, derived from `world-atlas` and `es-atlas`, see tests/renderers/map-view-outline.test.ts), drawn as
 * land on the map's sea-coloured background. Its own chunk.
 */
export function createOutlineLayer(attributions: string): VectorLayer<VectorSource> {
  const source = new VectorSource({
    attributions,
    features: new GeoJSON().readFeatures(outline, { featureProjection: 'EPSG:3857' }),
  });
  return new VectorLayer({ source, style: (feature) => (feature.getId() === 'provinces' ? provinceStyle : landStyle) });
}
