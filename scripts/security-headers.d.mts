/** Type declarations for scripts/security-headers.mjs. */

/** What the headers depend on: the fields of src/lib/config.ts AppConfig. */
export interface SecurityConfig {
  /** Main API origin; '' when the site's own origin answers (the mock API). */
  apiBaseUrl: string;
  deliveryBaseUrl: string;
  mapTileUrl: string | null;
  apiMocking: boolean;
}

/** The tile server of an XYZ template as a CSP source; sub-domain templates (`{a-c}`) become a wildcard. */
export declare function tileSource(template: string): string;

export declare function contentSecurityPolicy(config: SecurityConfig): string;

/** Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, Permissions-Policy, X-Frame-Options, COOP. */
export declare function securityHeaders(config: SecurityConfig): Record<string, string>;

/** The headers as a `_headers` file (Netlify and Cloudflare Pages) applying to every path. */
export declare function headersFile(config: SecurityConfig): string;

/** Files whose type a host may not know from their extension (the web app manifest), by path. */
export declare const CONTENT_TYPES: Record<string, string>;

/** CONTENT_TYPES as `_headers` rules, one path each. */
export declare function contentTypeRules(): string;
