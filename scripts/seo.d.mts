/** Type declarations for scripts/seo.mjs. */
import type { RouteRow } from '../src/app/route-table.mjs';

export type LanguageVersion = { hreflang: string; path: string };

export declare const NO_SITE_URL_NOTICE: string;
export declare const NOINDEX_META: string;
export declare function withNoindex(html: string): string;
export declare function withoutNoindex(html: string): string;
export declare function isContentPage(route: RouteRow): boolean;
export declare function isPrivatePage(route: RouteRow): boolean;
export declare function absoluteUrl(siteUrl: string, path: string): string;
export declare function languageAlternates(path: string): LanguageVersion[];
export declare function robotsTxt(siteUrl: string | null): string;
export declare function sitemapXml(siteUrl: string, alternates?: (path: string) => LanguageVersion[]): string;
export declare function canonicalLink(siteUrl: string | null, path: string): string;
