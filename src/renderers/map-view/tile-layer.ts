import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';

/** The XYZ raster base layer of VITE_MAP_TILE_URL; its own chunk, loaded only when a tile URL is configured. */
export function createTileLayer(url: string, attributions: string): TileLayer<XYZ> {
  // No crossOrigin: the map never reads tile pixels, so tile servers without CORS headers work too.
  return new TileLayer({ source: new XYZ({ url, attributions }) });
}
