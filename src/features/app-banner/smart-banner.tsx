import { lazyComponent } from '../../lib/lazy-component';
import { useStoreAfterFirstRender } from '../../lib/use-after-first-render';
import { getSmartBannerStore, subscribeSmartBanner } from './smart-banner-state';

// Downloaded only on the phones that show it: most visits never need its code.
const SmartBannerView = lazyComponent(() => import('./smart-banner-view'));

const noStore = () => null;

/**
 * The mobile app's smart banner. It waits until the cookie banner has been answered or closed (getSmartBannerStore),
 * so the two never cover each other.
 */
export function SmartBanner() {
  // The stored dates, the screen, the device and the cookie banner's state are read from the browser, after the first
  // render (which a pre-rendered page shares with the server).
  const store = useStoreAfterFirstRender(subscribeSmartBanner, getSmartBannerStore, noStore);
  if (store === null) return null;
  return <SmartBannerView store={store} />;
}
