/** Type declarations for scripts/check-content.mjs. */

/** Counts a check reports for the summary line, e.g. { products: 59 }. */
export type ContentCounts = Record<string, number>;

/** What every check receives: the repository root, parsed JSON files, the schema validator and a problem collector. */
export interface ContentCheckContext {
  readonly root: string;
  readonly problems: string[];
  /** A path relative to the root, with forward slashes. */
  rel(path: string): string;
  /** Records a problem as "<file>: <message>". */
  problem(file: string, message: string): void;
  /** The parsed JSON of a file relative to the root; undefined (and a problem, unless not required) when missing or invalid. */
  readJson(file: string, options?: { required?: boolean }): unknown;
  /** Whether a site path such as /media/news/x.svg names a file under content/media. */
  mediaExists(sitePath: string): boolean;
}

export type ContentCheck = (ctx: ContentCheckContext) => ContentCounts | undefined;

/** Every document of the documents registry (src/app/route-table.mjs): each must exist in es, en and ca under content/documents. */
export declare const REQUIRED_DOCUMENTS: readonly string[];

/** Every check, in the order they run. */
export declare const CHECKS: readonly ContentCheck[];

export declare const checkSchemas: ContentCheck;
export declare const checkFixtureFiles: ContentCheck;
export declare const checkAllergens: ContentCheck;
export declare const checkMenu: ContentCheck;
export declare const checkRestaurants: ContentCheck;
export declare const checkNews: ContentCheck;
export declare const checkUsers: ContentCheck;
export declare const checkMediaFiles: ContentCheck;
export declare const checkDocuments: ContentCheck;
export declare const checkCookieTables: ContentCheck;
/** Each registered document's title in each language is the catalogue's title of that document. */
export declare const checkDocumentTitles: ContentCheck;

/** Validates a content JSON file (relative to the root) against the schema its "$schema" key names; needs checkSchemas first. */
export declare function validateAgainstOwnSchema(ctx: ContentCheckContext, file: string): boolean;

/** Runs every check on the repository at rootDir. */
export declare function runChecks(rootDir: string): { problems: string[]; counts: ContentCounts };

/** The problems found in the content of the repository at rootDir; empty when everything is fine. */
export declare function checkContent(rootDir: string): string[];
export declare const checkFormUiSchemas: ContentCheck;
/** Every page that has a head of its own: the public pre-rendered pages of the route table, by path. */
export declare const PAGES_WITH_HEADS: readonly string[];
/** Each public pre-rendered page has a description in each language in content/pages/heads.json, and no other page. */
export declare const checkPageHeads: ContentCheck;
