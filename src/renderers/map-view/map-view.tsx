import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { Attribution, Zoom } from 'ol/control';
import type { FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import 'ol/ol.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getConfig } from '../../lib/config';
import { isAbortError, whenIdle } from '../../lib/idle';
import { defineMessages } from '../../i18n/define-messages';
import styles from './map-view.module.css';

export type MapPin = { id: number; latitude: number; longitude: number; name: string };

/** A request to centre the map on a pin; a new `seq` repeats it for the same pin. */
export type MapFocus = { id: number; seq: number };

/** The map's start (spec section 9): about 40.33, -3.88 at zoom 9; a chosen restaurant is shown at zoom 17. */
export const START_CENTER: readonly [number, number] = [-3.88, 40.33];
export const START_ZOOM = 9;
export const SELECTED_ZOOM = 17;

const messages = defineMessages({
  region: { id: 'mapView.region', defaultMessage: 'Mapa de restaurantes' },
  description: {
    id: 'mapView.description',
    defaultMessage: 'El mapa muestra {count, plural, one {# restaurante} other {# restaurantes}}. La lista tiene los mismos restaurantes y se puede usar con el teclado.',
  },
  zoomIn: { id: 'mapView.zoomIn', defaultMessage: 'Acercar' },
  zoomOut: { id: 'mapView.zoomOut', defaultMessage: 'Alejar' },
  outlineAttribution: { id: 'mapView.attribution.outline', defaultMessage: 'Contornos: Natural Earth e IGN' },
  tileAttribution: { id: 'mapView.attribution.tiles', defaultMessage: 'Teselas: {host}' },
});

const pinStyle = new Style({
  image: new Circle({ radius: 8, fill: new Fill({ color: '#b3261e' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});
const selectedPinStyle = new Style({
  image: new Circle({ radius: 12, fill: new Fill({ color: '#f2a900' }), stroke: new Stroke({ color: '#2b1b12', width: 3 }) }),
  zIndex: 1,
});

/** The chosen restaurant's name under its pin: at zoom 17 the offline outline shows little else. */
const labelStyle = (name: string) =>
  new Style({
    text: new Text({
      text: name,
      offsetY: 26,
      font: '700 14px system-ui, sans-serif',
      fill: new Fill({ color: '#2b1b12' }),
      stroke: new Stroke({ color: '#ffffff', width: 4 }),
    }),
    zIndex: 2,
  });

/** OpenLayers writes attributions as HTML: our texts (translations, the tile host) go in as text. */
const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tileAttributionHtml(url: string, fallback: (host: string) => string): string {
  const host = new URL(url.replace(/\{[xyz]\}/g, '0').replace(/\{[a-c]-[a-c]\}/g, 'a')).hostname;
  if (/openstreetmap/i.test(host)) return '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  return asHtmlText(fallback(host));
}

/** Test hook (mock API builds only): where the pins are drawn and where the map looks. */
export type MapViewTestHook = {
  pinPixel: (id: number) => [number, number] | null;
  center: () => [number, number];
  zoom: () => number | undefined;
};

/**
 * The restaurant map (the only OpenLayers user): an offline outline of Spain and its neighbours (or the configured
 * XYZ tiles), a pin per restaurant, the selected one highlighted. Clicking a pin calls `onSelect`; `focus` centres
 * the map on a pin at zoom 17. The list beside it offers every restaurant to keyboard and screen-reader users, so
 * the map is a labelled region with a text alternative and no keyboard trap.
 */
export function MapView({
  pins,
  selectedId,
  focus,
  onSelect,
}: {
  pins: readonly MapPin[];
  selectedId: number | null;
  focus: MapFocus | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const target = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ map: OlMap; pins: VectorSource<Feature<Point>> } | null>(null);
  const onSelectRef = useRef(onSelect);
  const descriptionId = useId();

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // The map is made once; pins, selection and focus update it below. It is the page's heaviest part and the list
  // beside it already offers every restaurant, so it is made after the page has drawn, one step per quiet moment of
  // the browser: made in one go, with its base layer, it held the page for several long tasks as it started.
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const tileUrl = getConfig().mapTileUrl;
    const controller = new AbortController();
    const { signal } = controller;
    const testWindow = window as unknown as { __mapView?: MapViewTestHook };
    let map: OlMap | null = null;

    const start = async () => {
      await whenIdle(signal);
      const pins = new VectorSource<Feature<Point>>();
      const layers = [
        new VectorLayer({
          source: pins,
          style: (feature: FeatureLike) => (feature.get('selected') ? [selectedPinStyle, labelStyle(String(feature.get('name')))] : pinStyle),
        }),
      ];
      const controls = [
        new Zoom({ zoomInTipLabel: intl.formatMessage(messages.zoomIn), zoomOutTipLabel: intl.formatMessage(messages.zoomOut) }),
        new Attribution({ collapsible: false }),
      ];
      const view = new View({ center: fromLonLat([...START_CENTER]), zoom: START_ZOOM, maxZoom: 19 });
      await whenIdle(signal);
      const made = new OlMap({ layers, controls, view });
      map = made;
      made.on('singleclick', (event) => {
        const hit = made.forEachFeatureAtPixel(event.pixel, (feature) => feature.get('pinId') as number | undefined, {
          hitTolerance: 6,
          layerFilter: (layer) => layer.getSource() === pins,
        });
        if (typeof hit === 'number') onSelectRef.current(hit);
      });
      made.on('pointermove', (event) => {
        const over = made.hasFeatureAtPixel(event.pixel, { hitTolerance: 6, layerFilter: (layer) => layer.getSource() === pins });
        element.style.cursor = over ? 'pointer' : '';
      });
      await whenIdle(signal);
      made.setTarget(element);
      if (getConfig().apiMocking) {
        testWindow.__mapView = {
          pinPixel: (id) => {
            const feature = pins.getFeatureById(id);
            const pixel = feature ? made.getPixelFromCoordinate(feature.getGeometry()!.getCoordinates()) : null;
            if (!pixel) return null;
            const box = element.getBoundingClientRect();
            return [box.left + pixel[0]!, box.top + pixel[1]!];
          },
          center: () => toLonLat(made.getView().getCenter() ?? [0, 0]) as [number, number],
          zoom: () => made.getView().getZoom(),
        };
      }
      setReady({ map: made, pins });

      // The base layer comes in a chunk of its own: the outline, or the tile layer when a tile URL is configured.
      await whenIdle(signal);
      if (tileUrl) {
        const { createTileLayer } = await import('./tile-layer');
        signal.throwIfAborted();
        made.getLayers().insertAt(0, createTileLayer(tileUrl, tileAttributionHtml(tileUrl, (host) => intl.formatMessage(messages.tileAttribution, { host }))));
      } else {
        const { createOutlineLayer, drawOutline } = await import('./outline-layer');
        signal.throwIfAborted();
        const layer = createOutlineLayer(asHtmlText(intl.formatMessage(messages.outlineAttribution)));
        made.getLayers().insertAt(0, layer);
        await drawOutline(layer.getSource()!, signal);
      }
    };
    start().catch((error: unknown) => {
      if (!isAbortError(error)) throw error;
    });

    return () => {
      controller.abort();
      if (testWindow.__mapView) delete testWindow.__mapView;
      if (map) {
        map.setTarget(undefined);
        map.dispose();
      }
      setReady(null);
    };
    // The labels are read once: a language switch remounts the page's map with the new ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const source = ready.pins;
    source.clear(true);
    source.addFeatures(
      pins.map((pin) => {
        const feature = new Feature({ geometry: new Point(fromLonLat([pin.longitude, pin.latitude])), pinId: pin.id, name: pin.name });
        feature.setId(pin.id);
        return feature;
      }),
    );
    source.changed();
  }, [ready, pins]);

  useEffect(() => {
    if (!ready) return;
    for (const feature of ready.pins.getFeatures()) feature.set('selected', feature.getId() === selectedId);
  }, [ready, pins, selectedId]);

  // A focus asked for before the map was made is applied once it is.
  useEffect(() => {
    const feature = focus ? ready?.pins.getFeatureById(focus.id) : null;
    if (!ready || !feature) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const view = ready.map.getView();
    view.cancelAnimations();
    const center = feature.getGeometry()!.getCoordinates();
    if (reduced) {
      view.setCenter(center);
      view.setZoom(SELECTED_ZOOM);
    } else {
      view.animate({ center, zoom: SELECTED_ZOOM, duration: 400 });
    }
  }, [ready, focus]);

  return (
    <section className={styles.wrap} aria-label={intl.formatMessage(messages.region)} aria-describedby={descriptionId}>
      <p id={descriptionId} className="visually-hidden">
        {intl.formatMessage(messages.description, { count: pins.length })}
      </p>
      <div ref={target} className={styles.map} data-testid="restaurant-map" />
    </section>
  );
}

export default MapView;
