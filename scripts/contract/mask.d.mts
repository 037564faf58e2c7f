/** Type declarations for scripts/contract/mask.mjs. */
export function maskEmail(email: string): string;
export type Masker = {
  secret(value: unknown): void;
  personal(value: unknown): void;
  mask(text: string): string;
};
export function createMasker(): Masker;
