import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { Attribution, Zoom } from 'ol/control';
import Point from 'ol/geom/Point';
import type Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Pixel } from 'ol/pixel';
import { measureTextHeight, measureTextWidth } from 'ol/render/canvas';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import './ol-controls.css';
import { isAbortError, whenIdle } from '../../lib/idle';
import { holdPageWork } from '../../lib/page-work';
import { prefersReducedMotion } from '../../lib/motion';
import { withoutBidiControls } from '../../lib/isolated-text';
import type { MapPin, MapViewTestHook } from './map-view';
import type { Outline } from './outline-layer';
import outlineUrl from './outline.json?url';
import {
  CLUSTER_FONT,
  clusterCircleSizes,
  clusterFitOptions,
  clusterTap,
  createPinClusters,
  groupStyle,
  membersOf,
  pinStyle,
  SELECTED_ZOOM,
} from './ol-cluster';

export { SELECTED_ZOOM };

/** The map's start, the centre of Spain's mainland: about 40.33, -3.88 at zoom 9; a chosen restaurant is shown at zoom 17. */
export const START_CENTER: readonly [number, number] = [-3.88, 40.33];
export const START_ZOOM = 9;

const selectedPinStyle = new Style({
  image: new Circle({
    radius: 12,
    fill: new Fill({ color: '#f2a900' }),
    stroke: new Stroke({ color: '#2b1b12', width: 3 }),
  }),
  zIndex: 1,
});

/** The chosen restaurant's name's font. */
const LABEL_FONT = '700 14px system-ui, sans-serif';

/**
 * The chosen restaurant's name under its pin: at zoom 17 the offline outline shows little else. Drawn alone, without
 * the bidirectional controls that would show it reversed (src/lib/isolated-text.ts).
 */
export const labelStyle = (name: string) =>
  new Style({
    text: new Text({
      text: withoutBidiControls(name),
      offsetY: 26,
      font: LABEL_FONT,
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

/**
 * The pins' layers' class: a class of their own keeps OpenLayers from drawing other layers on the pins' canvas. The
 * groups and the selected pin above them share it, and so share that canvas.
 */
const PIN_LAYER_CLASS = 'ol-layer restaurant-pins';

/**
 * A list of up to this many pins is placed in the task that gives it (a search's, the fixtures'); a longer one, a
 * chain's whole list, a batch per quiet moment of the browser.
 */
export const PINS_AT_ONCE = 200;

/** Pins made and indexed per quiet moment: a few milliseconds of the page's thread on a phone. */
export const PINS_PER_BATCH = 100;

/**
 * Makes the restaurant map in `element`: an offline outline of Spain and its neighbours (or the XYZ tiles of
 * `tileUrl`) under a layer of pins, those close together on the screen drawn as one circle with their count (a tap
 * on it zooms to them), and above it the selected restaurant's pin, never in a group. It is made one step per quiet
 * moment of the browser (layers, map, target), and resolves once it is drawn in the page; the base layer follows the
 * same way. `signal` stops it midway.
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
  // Every restaurant listed, one feature each, made once per restaurant and kept through searches.
  let pins = new VectorSource<Feature<Point>>();
  const made = new Map<number, Feature<Point>>();
  let selectedId: number | null = null;
  const groups = createPinClusters(pins, () => selectedId);
  const pinLayer = new VectorLayer({
    source: groups,
    // A canvas of its own, kept for the map's life: sharing one with the layers under it, the pins would move to another
    // canvas when the base layer arrives, and a tap whose press landed on the old one would be dropped (OpenLayers
    // ignores a click whose target has left the page), which a visitor tapping a pin in the map's first moments met.
    className: PIN_LAYER_CLASS,
    style: groupStyle,
  });
  // The selected restaurant, alone and above the groups.
  const selectedPin = new VectorSource<Feature<Point>>();
  let selectedStyles: Style[] = [];
  const selectedLayer = new VectorLayer({
    source: selectedPin,
    className: PIN_LAYER_CLASS,
    style: () => selectedStyles,
  });
  /** Draws the selected restaurant alone if it is listed (the groups, made again after, leave it out). */
  const placeSelected = () => {
    const feature = selectedId === null ? null : pins.getFeatureById(selectedId);
    selectedPin.clear(true);
    if (feature) {
      selectedStyles = [selectedPinStyle, labelStyle(String(feature.get('name')))];
      selectedPin.addFeature(feature);
    }
  };
  /** A restaurant's feature: the one made before if its name and place are the same, or a new one. */
  const featureOf = (pin: MapPin): Feature<Point> => {
    const kept = made.get(pin.id);
    if (
      kept &&
      kept.get('name') === pin.name &&
      kept.get('longitude') === pin.longitude &&
      kept.get('latitude') === pin.latitude
    ) {
      return kept;
    }
    const feature = new Feature({
      geometry: new Point(fromLonLat([pin.longitude, pin.latitude])),
      pinId: pin.id,
      name: pin.name,
      longitude: pin.longitude,
      latitude: pin.latitude,
    });
    feature.setId(pin.id);
    made.set(pin.id, feature);
    return feature;
  };
  /** A long list being placed, stopped by the next one. */
  let placing: AbortController | null = null;
  /** A focus asked for while its pin was still being placed, applied once the pins are shown. */
  let focusLater: (() => void) | null = null;
  /**
   * A long list's pins, made and added to a source of their own a batch per quiet moment of the browser: at a chain's
   * size, making and indexing every pin at once held the page for one long task. The pins shown meanwhile stay.
   */
  const placeInBatches = async (list: readonly MapPin[], signal: AbortSignal) => {
    const next = new VectorSource<Feature<Point>>();
    for (let start = 0; start < list.length; start += PINS_PER_BATCH) {
      await whenIdle(signal);
      next.addFeatures(list.slice(start, start + PINS_PER_BATCH).map(featureOf));
    }
    await whenIdle(signal);
    return next;
  };
  /** Shows the pins of `source`: the groups are made from it, the selected pin drawn alone, a waiting focus applied. */
  const showPins = (source: VectorSource<Feature<Point>>) => {
    const before = pins;
    pins = source;
    placeSelected();
    groups.setSource(source);
    if (before !== source) {
      // The features stay (kept for the next list); the old source lets go of them in a quiet moment.
      void whenIdle(new AbortController().signal).then(() => before.clear(true));
    }
    placing = null;
    const waiting = focusLater;
    focusLater = null;
    waiting?.();
  };
  const controls = [
    new Zoom({ zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut }),
    new Attribution({ collapsible: false }),
  ];
  const view = new View({ center: fromLonLat([...START_CENTER]), zoom: START_ZOOM, maxZoom: 19 });

  await whenIdle(signal);
  const map = new OlMap({ layers: [pinLayer, selectedLayer], controls, view });
  const onPins = {
    layerFilter: (layer: Layer) => layer === pinLayer || layer === selectedLayer,
    hitTolerance: 6,
  };
  /** What a tap at this pixel does: choose a restaurant, zoom to a group, or nothing. */
  const tapAtPixel = (pixel: Pixel) =>
    map.forEachFeatureAtPixel(
      pixel,
      (feature) => {
        // The selected pin is a restaurant's own feature; the others are groups of one or more.
        const members = feature.get('pinId') === undefined ? membersOf(feature) : [feature as Feature<Point>];
        return clusterTap(
          members.map((member) => ({
            id: member.get('pinId') as number,
            coordinate: member.getGeometry()!.getCoordinates(),
          })),
          view.getZoom() ?? START_ZOOM,
        );
      },
      onPins,
    ) ?? null;
  const pinAtPixel = (pixel: Pixel) => {
    const tap = tapAtPixel(pixel);
    return tap && 'select' in tap ? tap.select : null;
  };
  map.on('singleclick', (event) => {
    const tap = tapAtPixel(event.pixel);
    if (!tap) return;
    if ('select' in tap) {
      onSelect(tap.select);
      return;
    }
    view.cancelAnimations();
    view.fit(tap.fit, clusterFitOptions(prefersReducedMotion()));
  });
  map.on('pointermove', (event) => {
    element.style.cursor = map.hasFeatureAtPixel(event.pixel, onPins) ? 'pointer' : '';
  });

  const dispose = () => {
    placing?.abort();
    map.setTarget(undefined);
    map.dispose();
  };
  try {
    // The pins' images (and the ones clicks are matched against) are drawn ahead, each in a quiet moment of its own,
    // instead of all in the first frame that shows the pins.
    for (const image of [pinStyle.getImage(), selectedPinStyle.getImage(), ...clusterCircleSizes()]) {
      await whenIdle(signal);
      image?.getImage(map.getPixelRatio());
      image?.getHitDetectionImage();
    }
    // So are the fonts of the groups' counts and of the chosen restaurant's name: OpenLayers measures a font's height
    // by laying a text out in the page, a layout of the whole page in the first frame that drew a count otherwise.
    for (const font of [CLUSTER_FONT, LABEL_FONT]) {
      await whenIdle(signal);
      measureTextHeight(font);
      measureTextWidth(font, '0123456789');
    }
    await whenIdle(signal);
  } catch (error) {
    dispose();
    throw error;
  }
  map.setTarget(element);
  void addBaseLayer(map, labels, tileUrl, onTiles, signal);

  /** Where a point of the map is on the page. */
  const onPage = (coordinate: number[]): [number, number] | null => {
    const pixel = map.getPixelFromCoordinate(coordinate);
    if (!pixel) return null;
    const box = element.getBoundingClientRect();
    return [box.left + pixel[0]!, box.top + pixel[1]!];
  };

  /** Centres the map on a pin at zoom 17; a pin still being placed is centred on once it is shown. */
  const focusOn = (id: number, reducedMotion: boolean) => {
    focusLater = null;
    const feature = pins.getFeatureById(id);
    if (!feature) {
      if (placing) focusLater = () => focusOn(id, reducedMotion);
      return;
    }
    const center = feature.getGeometry()!.getCoordinates();
    view.cancelAnimations();
    if (reducedMotion) {
      view.setCenter(center);
      view.setZoom(SELECTED_ZOOM);
    } else {
      view.animate({ center, zoom: SELECTED_ZOOM, duration: 400 });
    }
  };

  return {
    setPins: (list) => {
      placing?.abort();
      placing = null;
      if (list.length <= PINS_AT_ONCE) {
        const features = list.map(featureOf);
        // The groups are made again once, when the new pins are all there (not at the clearing, nor at each pin).
        groups.setSource(null);
        pins.clear(true);
        pins.addFeatures(features);
        showPins(pins);
        return;
      }
      const controller = new AbortController();
      placing = controller;
      const release = holdPageWork();
      placeInBatches(list, controller.signal)
        .then(showPins, (error: unknown) => {
          if (!isAbortError(error)) console.error(error);
        })
        .finally(release);
    },
    // Only the selected pin and the groups change: the restaurants' features stay as they are.
    select: (id) => {
      if (id === selectedId) return;
      selectedId = id;
      placeSelected();
      groups.refresh();
    },
    focus: focusOn,
    testHook: () => ({
      pinPixel: (id) => {
        const feature = pins.getFeatureById(id);
        return feature ? onPage(feature.getGeometry()!.getCoordinates()) : null;
      },
      groups: () =>
        groups.getFeatures().flatMap((feature) => {
          const members = membersOf(feature);
          const pixel = onPage((feature.getGeometry() as Point).getCoordinates());
          return members.length > 1 && pixel
            ? [{ pixel, ids: members.map((member) => member.get('pinId') as number) }]
            : [];
        }),
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
          .some((layer) => layer !== pinLayer && layer !== selectedLayer),
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
