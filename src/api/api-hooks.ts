import type { Locale } from '../lib/language';

/** What the API layer asks of the session and language layers, which it may not import. */
export type ApiHooks = {
  getToken: () => string | null;
  /** The visitor's language, for calls whose address names none. */
  getLanguage: () => Locale;
  /**
   * Called when the main API answers 401 or 403 while a session exists, with the token the refused call carried.
   * Resolves to a new token, or null when the call is not to be retried (the session ended, or belongs to someone
   * else now); rejects when the refresh could not be made (no connection, a timeout, a server error), and the call
   * then fails with that error. Single-flight.
   */
  refreshToken: (refusedToken: string) => Promise<string | null>;
  /** What the delivery site's session is as this tab knows it: it changes whenever the session is opened again. */
  deliverySession: () => string | null;
  /**
   * Called when the delivery site answers 401 or 403 while a session exists, with what `deliverySession` said
   * when the call was sent. Resolves to true when the call should be tried again (its session was opened again),
   * false when not; rejects like `refreshToken`.
   */
  renewDeliverySession: (sentWith: string | null) => Promise<boolean>;
  /** A call retried after its session was opened again is still refused: the delivery site does not keep it. */
  deliverySessionRefused: (sentWith: string | null) => void;
};
