/** Type declarations for scripts/layers.mjs. */
export interface Layer {
  name: string;
  mayImport: string[];
  eachFolderAlone?: boolean;
  why: string;
}
export interface Entry {
  file: string;
  mayImport: string[];
  except: string[];
  why: string;
}
export interface WrappedLibrary {
  packages: string[];
  only: string;
  why: string;
}
export declare const layers: Layer[];
export declare const entries: Entry[];
export declare const neverImportedBySrc: string[];
export declare const libraries: WrappedLibrary[];
export declare function layersMarkdown(): string;
