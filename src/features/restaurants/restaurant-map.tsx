import { memo, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { type MapFocus, type MapPin, MapView } from '../../renderers/map-view/map-view';
import { Spinner } from '../../ui/spinner';
import { restaurantsMessages as m } from './messages';
import styles from './restaurants.module.css';

/**
 * The restaurants' map, or what says it could not load, in the finder and on a restaurant's page. OpenLayers comes
 * after the page, in chunks of its own: if they cannot load, the page still serves every restaurant, and `failure`
 * says how. Drawn again only when its props change, so a search shown busy does not draw OpenLayers' view again in
 * the tap's frame; made again in a new language, whose labels it reads once.
 */
export const RestaurantMap = memo(function RestaurantMap({
  pins,
  selectedId,
  focus,
  onSelect,
  failure,
  description,
}: {
  pins: readonly MapPin[];
  selectedId: number | null;
  focus: MapFocus | null;
  onSelect: (id: number) => void;
  /** What the page says when the map cannot load. */
  failure: string;
  /** The map's text alternative, where the page has its own. */
  description?: string;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [mapFailed, setMapFailed] = useState(false);
  const failMap = useCallback(() => setMapFailed(true), []);
  return mapFailed ? (
    <p className={styles.mapFallback}>{failure}</p>
  ) : (
    <MapView
      key={locale}
      pins={pins}
      selectedId={selectedId}
      focus={focus}
      onSelect={onSelect}
      onFail={failMap}
      loading={<Spinner label={intl.formatMessage(m.mapLoading)} />}
      description={description}
    />
  );
});
