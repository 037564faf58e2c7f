/** Type declarations for scripts/check-citations.mjs. */

/** A line that cites a document outside the repository: its number (from 1), the words that cite, the line. */
export interface Citation {
  line: number;
  match: string;
  text: string;
}

export declare const SCANNED_FOLDERS: readonly string[];
export declare const SKIPPED: readonly string[];
export declare const CITATION_PATTERNS: readonly RegExp[];
export declare function citationsIn(text: string): Citation[];
export declare function filesToCheck(root: string): string[];
export declare function checkCitations(root: string, files?: readonly string[]): (Citation & { file: string })[];
