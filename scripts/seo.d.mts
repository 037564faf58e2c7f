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

export type LocalizedText = { es: string; en: string; ca: string };
export type PageHeads = {
  siteName: string;
  pages: Record<string, { description: LocalizedText; shareImage?: string }>;
  shareImages: Record<string, { file: string; alt: LocalizedText }>;
};
export declare const X_DEFAULT: string;
export declare const PAGE_HEADS: PageHeads;
export declare const OG_LOCALES: Record<'es' | 'en' | 'ca', string>;
export declare const SHARE_IMAGE_SIZE: { width: number; height: number };
export declare function pageHead(page: { siteUrl: string | null; path: string; locale: string; title: string; heads?: PageHeads }): string[];
export declare const SHELL_DESCRIPTION: RegExp;
