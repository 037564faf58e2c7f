import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getConfig } from '../../lib/config';
import { defineMessages } from '../../i18n/define-messages';
import { isAbortError, whenIdle } from '../../lib/idle';
import { prefersReducedMotion } from '../../lib/motion';
import type { RestaurantMap } from './ol-map';
import styles from './map-view.module.css';

export type MapPin = { id: number; latitude: number; longitude: number; name: string };

/** A request to centre the map on a pin; a new `seq` repeats it for the same pin. */
export type MapFocus = { id: number; seq: number };

const messages = defineMessages({
  region: { id: 'mapView.region', defaultMessage: 'Mapa de restaurantes' },
  description: {
    id: 'mapView.description',
    defaultMessage:
      'El mapa muestra {count, plural, one {# restaurante} other {# restaurantes}}. La lista tiene los mismos restaurantes y se puede usar con el teclado.',
  },
  zoomIn: { id: 'mapView.zoomIn', defaultMessage: 'Acercar' },
  zoomOut: { id: 'mapView.zoomOut', defaultMessage: 'Alejar' },
  outlineAttribution: { id: 'mapView.attribution.outline', defaultMessage: 'Contornos: Natural Earth e IGN' },
  tileAttribution: { id: 'mapView.attribution.tiles', defaultMessage: 'Teselas: {host}' },
  tilesMissing: { id: 'mapView.tilesMissing', defaultMessage: 'No se ha podido cargar parte del mapa.' },
});

/** Test hook (mock API builds only): where the pins are drawn and where the map looks. */
export type MapViewTestHook = {
  pinPixel: (id: number) => [number, number] | null;
  /** The pin a click at this point of the page selects, in the frame drawn last: what a click is matched against. */
  pinAt: (x: number, y: number) => number | null;
  /** The groups of pins drawn as one circle with their count, in the frame drawn last: where each is, and its restaurants. */
  groups: () => { pixel: [number, number]; ids: number[] }[];
  center: () => [number, number];
  zoom: () => number | undefined;
  /** Whether the base layer (the outline or the tiles) has joined the pins. */
  hasBaseLayer: () => boolean;
};

/**
 * The restaurant map (OpenLayers, in ol-map.ts): an offline outline of Spain and its neighbours (or the configured
 * XYZ tiles), a pin per restaurant, the selected one highlighted and always alone; pins close together on the screen
 * are drawn as one circle with their count, and a tap on it zooms to them. Clicking a pin calls `onSelect`; `focus`
 * centres the map on a pin at zoom 17. The list beside it offers every restaurant to keyboard and screen-reader users, so
 * the map is a labelled region with a text alternative and no keyboard trap. `loading` is shown over the frame until
 * the map is there; `onFail` is called if the map's code cannot be loaded.
 *
 * This component carries no OpenLayers code: its frame is drawn (and pre-rendered) with the page, and the map in
 * it is made once the page is idle, one step per quiet moment of the browser. Made with the page, the map and its
 * base layer held the page for several long tasks as it started; the list beside it offers every restaurant
 * meanwhile.
 */
export function MapView({
  pins,
  selectedId,
  focus,
  onSelect,
  onFail,
  loading,
  description,
}: {
  pins: readonly MapPin[];
  selectedId: number | null;
  focus: MapFocus | null;
  onSelect: (id: number) => void;
  onFail?: (error: unknown) => void;
  loading?: ReactNode;
  /** The map's text alternative, where the page has its own (the finder's says its list holds the same restaurants). */
  description?: string;
}) {
  const intl = useIntl();
  const target = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<RestaurantMap | null>(null);
  // Tiles that could not be loaded (offline, or the tile server's fault) are said in words, not left blank.
  const [tilesMissing, setTilesMissing] = useState(false);
  const onSelectRef = useRef(onSelect);
  const onFailRef = useRef(onFail);
  const descriptionId = useId();

  useEffect(() => {
    onSelectRef.current = onSelect;
    onFailRef.current = onFail;
  }, [onSelect, onFail]);

  // The map is made once; pins, selection and focus update it below.
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const controller = new AbortController();
    const { signal } = controller;
    const testWindow = window as unknown as { __mapView?: MapViewTestHook };
    let made: RestaurantMap | null = null;
    const start = async () => {
      await whenIdle(signal);
      const { createRestaurantMap } = await import('./ol-map');
      made = await createRestaurantMap(element, {
        labels: {
          zoomIn: intl.formatMessage(messages.zoomIn),
          zoomOut: intl.formatMessage(messages.zoomOut),
          outlineAttribution: intl.formatMessage(messages.outlineAttribution),
          tileAttribution: (host) => intl.formatMessage(messages.tileAttribution, { host }),
        },
        tileUrl: getConfig().mapTileUrl,
        onSelect: (id) => onSelectRef.current(id),
        onTiles: setTilesMissing,
        signal,
      });
      if (getConfig().apiMocking) testWindow.__mapView = made.testHook();
      setMap(made);
    };
    start().catch((error: unknown) => {
      if (!isAbortError(error)) onFailRef.current?.(error);
    });
    return () => {
      controller.abort();
      if (testWindow.__mapView) delete testWindow.__mapView;
      made?.dispose();
      setMap(null);
    };
    // The labels are read once: a language switch remounts the page's map with the new ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    map?.setPins(pins);
  }, [map, pins]);

  useEffect(() => {
    map?.select(selectedId);
  }, [map, pins, selectedId]);

  // A focus asked for before the map was made is applied once it is.
  useEffect(() => {
    if (map && focus) map.focus(focus.id, prefersReducedMotion());
  }, [map, focus]);

  return (
    <section className={styles.wrap} aria-label={intl.formatMessage(messages.region)} aria-describedby={descriptionId}>
      <p id={descriptionId} className="visually-hidden">
        {description ?? intl.formatMessage(messages.description, { count: pins.length })}
      </p>
      <div ref={target} className={styles.map} data-testid="restaurant-map" />
      {map || !loading ? null : <div className={styles.loading}>{loading}</div>}
      {tilesMissing ? (
        <p role="status" className={styles.tilesMissing}>
          {intl.formatMessage(messages.tilesMissing)}
        </p>
      ) : null}
    </section>
  );
}
