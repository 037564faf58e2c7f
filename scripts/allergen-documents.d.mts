/** Type declarations for scripts/allergen-documents.mjs. */

export type DocumentLanguage = 'es' | 'en' | 'ca';
export type DocumentKind = 'allergens' | 'nutrition';

type Localized = Record<DocumentLanguage, string>;
type Nutrition = Record<'weight' | 'kcal' | 'proteins' | 'carbs' | 'sugar' | 'fat' | 'transfat' | 'fibers' | 'sodium' | 'salt', number>;

/**
 * What the documents are made from: the menu data (content/fixtures/menu.json and allergens.json) and the
 * catalogues of their languages (content/messages), message id → text.
 */
export interface MenuData {
  menu: {
    categories: { id: number; name: Localized; products: number[]; children?: { id: number; name: Localized; products: number[] }[] }[];
    products: { id: number; name: Localized; nutrition: Nutrition; allergens: string[] }[];
  };
  allergens: { key: string; name: Localized; image: string }[];
  catalogues: Record<DocumentLanguage, Record<string, string>>;
}

export declare const DOCUMENT_LANGUAGES: readonly DocumentLanguage[];
export declare const DOCUMENT_NAMES: Record<DocumentKind, string>;

/** A document's file name, e.g. `alergenos.es.html`; the site serves it at `/documents/<file name>`. */
export declare function documentFileName(kind: DocumentKind, lang: DocumentLanguage): string;

/** The CSP source (`'sha256-…'`) that allows the documents' inline style sheet. */
export declare const DOCUMENT_STYLE_HASH: string;

export declare function readMenuData(rootDir?: string): MenuData;

/** The menu's products in groups, in menu order: a category's own products, then each sub-category's. */
export declare function productGroups(menu: MenuData['menu'], lang: DocumentLanguage): { id: string; name: string; products: MenuData['menu']['products'] }[];

export declare function renderAllergenDocument(data: MenuData, lang: DocumentLanguage, date?: Date): string;
export declare function renderNutritionDocument(data: MenuData, lang: DocumentLanguage, date?: Date): string;

/** Writes the six documents into outDir (default public/documents) and returns their paths. */
export declare function generateAllergenDocuments(rootDir?: string, options?: { outDir?: string; date?: Date }): string[];
