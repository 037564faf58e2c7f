import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from './restaurant-search';

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  | { status: 'denied' | 'unavailable' | 'unsupported' };

/** The visitor's position, asked for only when they press "Near me". */
export function useNearMe(onLocated: (position: LatLng) => void): [NearMeState, () => void] {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const onLocatedRef = useRef(onLocated);
  useEffect(() => {
    onLocatedRef.current = onLocated;
  }, [onLocated]);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        // The list sorted by distance, the nearest chosen and the map moved to it are drawn as a transition: in a
        // render React can split, so the page answers the visitor meanwhile, whatever the number of restaurants.
        startTransition(() => {
          setState({ status: 'located', position });
          onLocatedRef.current(position);
        });
      },
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A rough position (the default) is enough to sort restaurants, and comes sooner.
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return [state, locate];
}
