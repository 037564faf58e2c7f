/** The command's arguments: every mistake is an ArgumentError, which the command turns into exit code 2. */
import { parseArgs } from 'node:util';

/**
 * @typedef {object} ContractOptions
 * @property {false} help
 * @property {string} api
 * @property {string} delivery
 * @property {string} key
 * @property {string} provider
 * @property {{ email: string; password: string } | null} account
 * @property {('es' | 'en' | 'ca')[]} languages
 * @property {boolean} allowWrites
 * @property {boolean} allowTickets
 * @property {string | null} json
 * @property {boolean} strict
 */

/** @type {['es', 'en', 'ca']} */
export const LANGUAGES = ['es', 'en', 'ca'];

/** @type {string} */
export const USAGE = `Usage: npm run contract -- --api <main API origin> --key <API key> --delivery <delivery site origin>
    --provider <provider> [--email <test account> --password <its password>]
    [--language es|en|ca] [--allow-writes] [--allow-tickets] [--json <report file>] [--strict]

CONTRACT_PASSWORD may replace --password, so that it stays out of process lists and CI logs.`;

export class ArgumentError extends Error {}

/** The hosts a plain http:// address may name: this machine. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** An address as it may be printed: what could be a user name and password left out. */
const shown = (/** @type {string} */ value) => value.replace(/\/\/[^/?#]*@/, '//***@');

function origin(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ArgumentError(
      `--${name} must be an http(s) address such as https://api.example.com, not "${shown(value)}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgumentError(`--${name} must be an http(s) address, not "${shown(value)}"`);
  }
  if (url.username || url.password) {
    // The address is not repeated: it holds a password.
    throw new ArgumentError(`--${name} must not carry a user name or password; give the account with --email`);
  }
  if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    throw new ArgumentError(
      `--${name} must use https: the API key and the test account's password would cross the network in clear to ${url.host}`,
    );
  }
  if (url.search || url.hash) throw new ArgumentError(`--${name} must be an origin (and base path) without ? or #`);
  return url.href.replace(/\/+$/, '');
}

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {Record<string, string | undefined>} env
 * @type {(argv: string[], env?: Record<string, string | undefined>) => ContractOptions | { help: true }}
 */
export function parseArguments(argv, env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        api: { type: 'string' },
        key: { type: 'string' },
        delivery: { type: 'string' },
        provider: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        language: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        'allow-tickets': { type: 'boolean', default: false },
        json: { type: 'string' },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new ArgumentError(error instanceof Error ? error.message : String(error));
  }
  /** @type {Record<string, any>} */
  const values = parsed.values;
  if (values.help) return { help: true };

  const missing = ['api', 'key', 'delivery', 'provider'].filter((name) => !values[name]);
  if (missing.length > 0) throw new ArgumentError(`missing ${missing.map((name) => `--${name}`).join(', ')}`);
  if (values.language !== undefined && !LANGUAGES.includes(values.language)) {
    throw new ArgumentError(
      `--language must be one of ${LANGUAGES.join(', ')} (Catalan is ca), not "${values.language}"`,
    );
  }
  if (!/^[A-Za-z0-9._~-]+$/.test(values.provider)) {
    throw new ArgumentError(`--provider must be one path segment, not "${values.provider}"`);
  }

  const password = values.password ?? env.CONTRACT_PASSWORD ?? undefined;
  if (values.email === undefined && values.password !== undefined) throw new ArgumentError('--password needs --email');
  if (values.email !== undefined) {
    if (!/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new ArgumentError('--email must be an email address');
    if (!password) throw new ArgumentError('--email needs --password or CONTRACT_PASSWORD');
  }
  const account = values.email !== undefined ? { email: values.email, password } : null;
  if (values['allow-writes'] && !account)
    throw new ArgumentError('--allow-writes needs a test account (--email and a password)');
  if (values['allow-tickets'] && !account)
    throw new ArgumentError('--allow-tickets needs a test account (--email and a password)');

  return {
    help: false,
    api: origin('api', values.api),
    delivery: origin('delivery', values.delivery),
    key: values.key,
    provider: values.provider,
    account,
    languages: values.language ? [values.language] : [...LANGUAGES],
    allowWrites: values['allow-writes'],
    allowTickets: values['allow-tickets'],
    json: values.json ?? null,
    strict: values.strict,
  };
}
