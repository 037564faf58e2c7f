import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';

/**
 * The XYZ raster base layer of VITE_MAP_TILE_URL; its own chunk, loaded only when a tile URL is configured.
 * `onTiles` hears whether tiles are missing (one failed to load: no connection, or the tile server's fault) or come
 * again (one loaded).
 */
export function createTileLayer(
  url: string,
  attributions: string,
  onTiles: (missing: boolean) => void,
): TileLayer<XYZ> {
  // No crossOrigin: the map never reads tile pixels, so tile servers without CORS headers work too.
  const source = new XYZ({ url, attributions });
  source.on('tileloaderror', () => onTiles(true));
  source.on('tileloadend', () => onTiles(false));
  return new TileLayer({ source });
}
