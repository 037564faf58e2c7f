import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConsentSnapshot, getServerConsentSnapshot, subscribeConsent } from '../../lib/consent';
import { useStoreAfterFirstRender } from '../../lib/use-after-first-render';
import { getSmartBannerStore, subscribeSmartBanner } from './smart-banner-state';

// Downloaded only on the phones that show it: most visits never need its code.
const SmartBannerView = lazy(() => import('./smart-banner-view'));

const noStore = () => null;

/**
 * The mobile app's smart banner (spec sections 1 and 2, decision 3). It waits until the cookie banner has been
 * answered, so the two never cover each other.
 */
export function SmartBanner() {
  const consent = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  // The stored dates, the screen and the device are read from the browser, after the first render (which a
  // pre-rendered page shares with the server).
  const store = useStoreAfterFirstRender(subscribeSmartBanner, getSmartBannerStore, noStore);
  if (store === null || consent.value === null) return null;
  return (
    <Suspense fallback={null}>
      <SmartBannerView store={store} />
    </Suspense>
  );
}
