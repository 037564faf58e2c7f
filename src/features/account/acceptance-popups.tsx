import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../session/use-session';
import { useProfileState } from './profile';

// The dialogs bring the form renderer: only customers who owe an acceptance download them.
const PrivacyPopup = lazy(() => import('./acceptance-dialogs').then((module) => ({ default: module.PrivacyPopup })));
const LoyaltyPopup = lazy(() => import('./acceptance-dialogs').then((module) => ({ default: module.LoyaltyPopup })));

/**
 * The acceptances a logged-in customer still owes, asked one at a time over any page (the sticky area of spec
 * section 2): the privacy policy first, then the loyalty changes. Nothing shows until the profile is known, and
 * nothing if it fails to load.
 */
export function AcceptancePopups() {
  const session = useSession();
  const profile = useProfileState();
  const [loyaltyClosed, setLoyaltyClosed] = useState(false);
  if (!session || !profile) return null;
  let popup = null;
  if (!profile.privacyPolicyAccepted) popup = <PrivacyPopup session={session} profile={profile} />;
  else if (!profile.loyaltyChangesAccepted && !loyaltyClosed) {
    popup = <LoyaltyPopup session={session} profile={profile} onClose={() => setLoyaltyClosed(true)} />;
  }
  return popup ? <Suspense fallback={null}>{popup}</Suspense> : null;
}
