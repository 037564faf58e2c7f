export const SHELL_FILE: string;
export function prerenderedFile(address: string): string;
export function staticCandidates(address: string): string[];
