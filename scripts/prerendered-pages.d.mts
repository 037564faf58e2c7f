/** Type declarations for scripts/prerendered-pages.mjs. */
export const SHELL_FILE: string;
export function prerenderedFile(path: string): string;
