/** Type declarations for src/app/route-table.mjs. */
import type { ScreenName } from '../lib/analytics';

export type Access = 'all' | 'user';

export type FooterGroup = 'company' | 'legal';

export type DocumentEntry = {
  slug: string;
  path: string;
  /** Message id of the document's title. */
  title: string;
  screen?: ScreenName;
  /** The footer group that links it, and the link's text (a message id) when it is not the title. */
  footer: { group: FooterGroup; label?: string } | null;
};

export type RouteRow = {
  /** Without a language prefix. */
  path: string;
  access: Access;
  /** A page of signing in, registering, recovering a password or signing out: no content for search engines. */
  kind?: 'account';
  screen?: ScreenName;
  /** Message id of the page's title. */
  title: string;
  prerender?: boolean;
  /** The module that draws the page, relative to src/ without extension. */
  page: string;
  /** The document's slug, for a document page. */
  document?: string;
};

export declare const DOCUMENT_PAGE: string;
export declare const DOCUMENTS: readonly DocumentEntry[];
export declare const PAGES: readonly RouteRow[];
export declare const ROUTES: readonly RouteRow[];
export declare function isPrerendered(route: Pick<RouteRow, 'access' | 'prerender'>): boolean;
export declare const REDIRECTS: Readonly<Record<string, string>>;
export type LanguageEntry = { locale: 'es' | 'en' | 'ca'; prefix: string };
export declare const LANGUAGES: readonly LanguageEntry[];
export declare const LANGUAGE_PREFIXES: readonly string[];
export declare function prefixOf(locale: string): string;
export declare function addressOf(path: string, prefix?: string): string;
export declare function languageOfAddress(pathname: string): LanguageEntry & { path: string };
export declare function addresses(filter?: (route: RouteRow) => boolean, prefixes?: readonly string[]): string[];
export declare function messageIds(): string[];
