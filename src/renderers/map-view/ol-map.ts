import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { Attribution, Zoom } from 'ol/control';
import type { FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Pixel } from 'ol/pixel';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import './ol-controls.css';
import { whenIdle } from '../../lib/idle';
import { withoutBidiControls } from '../../lib/isolated-text';
import type { MapPin, MapViewTestHook } from './map-view';
import type { Outline } from './outline-layer';
import outlineUrl from './outline.json?url';

/** The map's start, the centre of Spain's mainland: about 40.33, -3.88 at zoom 9; a chosen restaurant is shown at zoom 17. */
export const START_CENTER: readonly [number, number] = [-3.88, 40.33];
export const START_ZOOM = 9;
export const SELECTED_ZOOM = 17;

const pinStyle = new Style({
  image: new Circle({
    radius: 8,
    fill: new Fill({ color: '#b3261e' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});
const selectedPinStyle = new Style({
  image: new Circle({
    radius: 12,
    fill: new Fill({ color: '#f2a900' }),
    stroke: new Stroke({ color: '#2b1b12', width: 3 }),
  }),
  zIndex: 1,
});

/**
 * The chosen restaurant's name under its pin: at zoom 17 the offline outline shows little else. Drawn alone, without
 * the bidirectional controls that would show it reversed (src/lib/isolated-text.ts).
 */
export const labelStyle = (name: string) =>
  new Style({
    text: new Text({
      text: withoutBidiControls(name),
      offsetY: 26,
      font: '700 14px system-ui, sans-serif',
      fill: new Fill({ color: '#2b1b12' }),
      stroke: new Stroke({ color: '#ffffff', width: 4 }),
    }),
    zIndex: 2,
  });

/** OpenLayers writes attributions as HTML: our texts (translations, the tile host) go in as text. */
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tileAttributionHtml(url: string, fallback: (host: string) => string): string {
  const host = new URL(url.replace(/\{[xyz]\}/g, '0').replace(/\{[a-c]-[a-c]\}/g, 'a')).hostname;
  if (/openstreetmap/i.test(host)) return '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  return asHtmlText(fallback(host));
}

export type MapLabels = {
  zoomIn: string;
  zoomOut: string;
  outlineAttribution: string;
  tileAttribution: (host: string) => string;
};

/** What the map component asks of the map once it is made. */
export type RestaurantMap = {
  setPins: (pins: readonly MapPin[]) => void;
  select: (id: number | null) => void;
  /** Centres the map on a pin at zoom 17 (no pin of that id: nothing). */
  focus: (id: number, reducedMotion: boolean) => void;
  testHook: () => MapViewTestHook;
  dispose: () => void;
};

/** The pins' layer's class: a class of its own keeps OpenLayers from drawing other layers on the pins' canvas. */
const PIN_LAYER_CLASS = 'ol-layer restaurant-pins';

/**
 * Makes the restaurant map in `element`: an offline outline of Spain and its neighbours (or the XYZ tiles of
 * `tileUrl`) under a layer of pins. It is made one step per quiet moment of the browser (layers, map, target),
 * and resolves once it is drawn in the page; the base layer follows the same way. `signal` stops it midway.
 */
export async function createRestaurantMap(
  element: HTMLElement,
  {
    labels,
    tileUrl,
    onSelect,
    onTiles,
    signal,
  }: {
    labels: MapLabels;
    tileUrl: string | null;
    onSelect: (id: number) => void;
    /** Whether the tiles of the base layer are missing (one failed to load) or come again. */
    onTiles: (missing: boolean) => void;
    signal: AbortSignal;
  },
): Promise<RestaurantMap> {
  // Not in the task that ran this chunk's code.
  await whenIdle(signal);
  const pins = new VectorSource<Feature<Point>>();
  const pinLayer = new VectorLayer({
    source: pins,
    // A canvas of its own, kept for the map's life: sharing one with the layers under it, the pins would move to another
    // canvas when the base layer arrives, and a tap whose press landed on the old one would be dropped (OpenLayers
    // ignores a click whose target has left the page), which a visitor tapping a pin in the map's first moments met.
    className: PIN_LAYER_CLASS,
    style: (feature: FeatureLike) =>
      feature.get('selected') ? [selectedPinStyle, labelStyle(String(feature.get('name')))] : pinStyle,
  });
  const controls = [
    new Zoom({ zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut }),
    new Attribution({ collapsible: false }),
  ];
  const view = new View({ center: fromLonLat([...START_CENTER]), zoom: START_ZOOM, maxZoom: 19 });

  await whenIdle(signal);
  const map = new OlMap({ layers: [pinLayer], controls, view });
  const onPins = { layerFilter: (layer: unknown) => layer === pinLayer, hitTolerance: 6 };
  const pinAtPixel = (pixel: Pixel) =>
    map.forEachFeatureAtPixel(pixel, (feature) => feature.get('pinId') as number | undefined, onPins) ?? null;
  map.on('singleclick', (event) => {
    const hit = pinAtPixel(event.pixel);
    if (hit !== null) onSelect(hit);
  });
  map.on('pointermove', (event) => {
    element.style.cursor = map.hasFeatureAtPixel(event.pixel, onPins) ? 'pointer' : '';
  });

  const dispose = () => {
    map.setTarget(undefined);
    map.dispose();
  };
  try {
    // The pins' images (and the ones clicks are matched against) are drawn ahead, each in a quiet moment of its own,
    // instead of all in the first frame that shows the pins.
    for (const style of [pinStyle, selectedPinStyle]) {
      await whenIdle(signal);
      style.getImage()?.getImage(map.getPixelRatio());
      style.getImage()?.getHitDetectionImage();
    }
    await whenIdle(signal);
  } catch (error) {
    dispose();
    throw error;
  }
  map.setTarget(element);
  void addBaseLayer(map, labels, tileUrl, onTiles, signal);

  return {
    setPins: (list) => {
      pins.clear(true);
      pins.addFeatures(
        list.map((pin) => {
          const feature = new Feature({
            geometry: new Point(fromLonLat([pin.longitude, pin.latitude])),
            pinId: pin.id,
            name: pin.name,
          });
          feature.setId(pin.id);
          return feature;
        }),
      );
      pins.changed();
    },
    select: (id) => {
      for (const feature of pins.getFeatures()) feature.set('selected', feature.getId() === id);
    },
    focus: (id, reducedMotion) => {
      const feature = pins.getFeatureById(id);
      if (!feature) return;
      const center = feature.getGeometry()!.getCoordinates();
      view.cancelAnimations();
      if (reducedMotion) {
        view.setCenter(center);
        view.setZoom(SELECTED_ZOOM);
      } else {
        view.animate({ center, zoom: SELECTED_ZOOM, duration: 400 });
      }
    },
    testHook: () => ({
      pinPixel: (id) => {
        const feature = pins.getFeatureById(id);
        const pixel = feature ? map.getPixelFromCoordinate(feature.getGeometry()!.getCoordinates()) : null;
        if (!pixel) return null;
        const box = element.getBoundingClientRect();
        return [box.left + pixel[0]!, box.top + pixel[1]!];
      },
      pinAt: (x, y) => {
        const box = element.getBoundingClientRect();
        return pinAtPixel([x - box.left, y - box.top]);
      },
      center: () => toLonLat(view.getCenter() ?? [0, 0]) as [number, number],
      zoom: () => view.getZoom(),
      hasBaseLayer: () =>
        map
          .getLayers()
          .getArray()
          .some((layer) => layer !== pinLayer),
    }),
    dispose,
  };
}

/**
 * The outline's data (outline.json, 100 KB of coordinates): a file of its own, read with `JSON.parse`, not a script
 * whose code the browser would parse and compile as code: as JSON the same bytes cost the page's thread far less.
 */
async function fetchOutline(signal: AbortSignal): Promise<Outline> {
  const response = await fetch(outlineUrl, { signal });
  if (!response.ok) throw new Error(`The map's outline answered ${response.status}`);
  const outline = (await response.json()) as Partial<Outline> | null;
  if (!Array.isArray(outline?.features)) throw new Error("The map's outline has no features");
  return outline as Outline;
}

/** The base layer, in a chunk of its own: the outline, or the tile layer when a tile URL is configured. */
async function addBaseLayer(
  map: OlMap,
  labels: MapLabels,
  tileUrl: string | null,
  onTiles: (missing: boolean) => void,
  signal: AbortSignal,
) {
  try {
    await whenIdle(signal);
    if (tileUrl) {
      const { createTileLayer } = await import('./tile-layer');
      signal.throwIfAborted();
      map
        .getLayers()
        .insertAt(0, createTileLayer(tileUrl, tileAttributionHtml(tileUrl, labels.tileAttribution), onTiles));
    } else {
      // The outline's data and its code travel side by side.
      const outline = fetchOutline(signal);
      outline.catch(() => undefined);
      const { createOutlineLayer, drawOutline } = await import('./outline-layer');
      signal.throwIfAborted();
      const layer = createOutlineLayer(asHtmlText(labels.outlineAttribution));
      map.getLayers().insertAt(0, layer);
      await drawOutline(layer.getSource()!, await outline, signal);
    }
  } catch (error) {
    // Stopped with the map: nothing to report. Without its base layer the map still shows the pins on the sea.
    if (!signal.aborted) console.error(error);
  }
}
