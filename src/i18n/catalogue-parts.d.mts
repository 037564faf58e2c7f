/** Type declarations for src/i18n/catalogue-parts.mjs. */
export type FeaturePart = 'account' | 'contact' | 'menu' | 'restaurants' | 'rewards';
export type CataloguePart = 'core' | FeaturePart;
export declare const CORE_NAMESPACES: readonly string[];
export declare const FEATURE_PARTS: Readonly<Record<FeaturePart, readonly string[]>>;
export declare function partsOf(id: string): CataloguePart[];
export declare function pagePart(page: string): FeaturePart | null;
