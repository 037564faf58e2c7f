import { useState } from 'react';
import { loadCataloguePart } from '../../i18n/locale-store';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../session/use-session';
import { useProfileState } from './profile';

// The dialogs bring the form renderer: only customers who owe an acceptance download them. They show over any page,
// the home page included, whose catalogue lacks their texts: the account's part comes with them.
const loadDialogs = () =>
  Promise.all([import('./acceptance-dialogs'), loadCataloguePart('account')]).then(([module]) => module);
const PrivacyPopup = lazyComponent(() => loadDialogs().then((module) => ({ default: module.PrivacyPopup })));
const LoyaltyPopup = lazyComponent(() => loadDialogs().then((module) => ({ default: module.LoyaltyPopup })));

/**
 * The acceptances a logged-in customer still owes, asked one at a time over any page, with the header's other
 * sticky parts: the privacy policy first, then the loyalty changes. Nothing shows until the profile is known, and
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
  return popup;
}
