import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useRef, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { changeLocale, requestedLocale } from '../i18n/locale-store';
import { loadInNewRelease } from './offline-worker';
import { languageOfAddress } from './route-table.mjs';

/** A history the router follows: the browser's in the page, an in-memory one in tests. */
export type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The history itself, for what leaves the current language's addresses (the language switcher). */
const HistoryContext = createContext<SiteHistory | null>(null);

/**
 * The address as a path of this site (path, query and fragment), or null when it names another site: the one place
 * that navigates by address refuses to leave the site, whatever the address was built from.
 */
export function siteAddress(address: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Goes to an address of the site, whatever its language: `/en/carta` from a Spanish page. Outside the browser's
 * router (a page drawn at build time) it is an ordinary page load. An address of another site is refused.
 */
export function useGoToAddress(): (address: string) => void {
  const history = useContext(HistoryContext);
  return (address) => {
    const local = siteAddress(address, window.location.href);
    if (local === null) return;
    if (history) history.push(local);
    else window.location.assign(local);
  };
}

type HistoryState = { action: SiteHistory['action']; location: SiteHistory['location'] };

/**
 * The router of every language's addresses. The address names the language: its prefix (`/en`, `/ca`, none for
 * Spanish) is the router's base, so the site's routes, links and redirects are written once, without a prefix, and
 * each follows the language of the address it is drawn at (`/carta` is linked as `/en/carta` on an English page).
 *
 * Moving to an address in another language (the language switcher, the browser's back button) loads that language's
 * texts first and then shows the page, so no page is drawn at an English address in Spanish; the choice is stored,
 * as every change of language is. A failed load still shows the page, in the language already there.
 */
export function LanguageRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  const moves = useRef(0);
  const at = useRef(history.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const from = at.current;
        at.current = location;
        // Once a newer release has taken the page over, the next page is loaded whole, in that release: the code
        // this page runs can no longer load the parts it has not loaded yet.
        const anotherPage = location.pathname !== from.pathname || location.search !== from.search;
        if (!__API_MOCKING__ && anotherPage && loadInNewRelease()) return;
        const move = ++moves.current;
        // As BrowserRouter does: a transition keeps the current page on screen while the next one's code loads.
        const show = () => {
          if (move === moves.current) startTransition(() => setState({ action, location }));
        };
        const { locale } = languageOfAddress(location.pathname);
        if (locale === requestedLocale()) show();
        else changeLocale(locale).then(show, show);
      }),
    [history],
  );
  const { prefix } = languageOfAddress(state.location.pathname);
  return (
    <HistoryContext.Provider value={history}>
      <Router basename={prefix || '/'} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

/** The browser's history, for the page. */
export const browserHistory = (): SiteHistory => UNSAFE_createBrowserHistory({ v5Compat: true });
