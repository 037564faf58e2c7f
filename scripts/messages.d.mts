/** Type declarations for scripts/messages.mjs. */
export declare function extractFromCode(rootDir?: string): Record<string, string>;
export declare function idsFromSchemas(rootDir?: string): string[];
/** Message ids the route table names (src/app/route-table.mjs). */
export declare function idsFromRouteTable(): string[];
export declare function readCatalogue(locale: string, rootDir?: string): Record<string, string>;
export { CORE_NAMESPACES, FEATURE_PARTS, pagePart, partsOf } from '../src/i18n/catalogue-parts.mjs';
export declare function idsInSchema(schema: unknown): Set<string>;
