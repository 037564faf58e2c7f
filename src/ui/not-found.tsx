import { createContext, type ReactNode, useContext } from 'react';

const NotFoundContext = createContext<ReactNode>(null);

/** What the site shows at an address with nothing behind it; the app provides its not-found page. */
export const NotFoundProvider = NotFoundContext.Provider;

/**
 * The site's not-found page, for a page whose address matched a route but names nothing (a restaurant the API does
 * not list): drawn where the page would be, with the same heading and robots tag as any unknown address.
 */
export function NotFound() {
  return useContext(NotFoundContext);
}
