/** Type declarations for scripts/contract/args.mjs. */
export const LANGUAGES: ['es', 'en', 'ca'];
export const USAGE: string;
export class ArgumentError extends Error {}
export type ContractOptions = {
  help: false;
  api: string;
  delivery: string;
  key: string;
  provider: string;
  account: { email: string; password: string } | null;
  languages: ('es' | 'en' | 'ca')[];
  allowWrites: boolean;
  allowTickets: boolean;
  json: string | null;
  strict: boolean;
};
export function parseArguments(argv: string[], env?: Record<string, string | undefined>): ContractOptions | { help: true };
