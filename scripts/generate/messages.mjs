#!/usr/bin/env node
// Message catalogue tools. `node scripts/generate/messages.mjs extract` (npm run i18n:extract) rewrites
// content/messages/es.json from the code's Spanish default messages, keeping the messages that content schemas
// name (column titles of data tables, labels of enumerated values) and those the route table names (documents'
// titles, footer labels), whose Spanish text lives only in es.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { messageIds as routeTableIds } from '../../src/app/route-table.mjs';
import { enumMessageIds } from '../../src/i18n/enum-messages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

/**
 * Messages the code declares (formatjs extract over src), as id → Spanish text.
 * @type {(rootDir?: string) => Record<string, string>}
 */
export function extractFromCode(rootDir = root) {
  const out = join(mkdtempSync(join(tmpdir(), 'messages-')), 'es.json');
  execFileSync(
    process.execPath,
    [
      join(rootDir, 'node_modules/@formatjs/cli/bin/formatjs'),
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--ignore',
      'src/api/generated/**',
      '--out-file',
      out,
      '--format',
      'simple',
      '--throws',
    ],
    { cwd: rootDir, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

/**
 * Message ids named by one schema: in content schemas a `title` written as a message id and the ids of the values of
 * an enumerated property with `x-enum-message-prefix` (src/i18n/enum-messages.mjs); in form schemas and their UI
 * schemas also a `description` (the field's hint) and the values of `ui:enumMessages`.
 * @type {(schema: any) => Set<string>}
 */
export function idsInSchema(schema) {
  const ids = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const key of ['title', 'description']) {
        if (typeof node[key] === 'string' && MESSAGE_ID.test(node[key])) ids.add(node[key]);
      }
      for (const id of enumMessageIds(node).values()) ids.add(id);
      if (node['ui:enumMessages'] && typeof node['ui:enumMessages'] === 'object')
        for (const id of Object.values(node['ui:enumMessages'])) ids.add(id);
      Object.values(node).forEach(visit);
    }
  };
  visit(schema);
  return ids;
}

/**
 * Message ids named by the content schemas and the form schemas (see idsInSchema).
 * @type {(rootDir?: string) => string[]}
 */
export function idsFromSchemas(rootDir = root) {
  const ids = new Set();
  /** @type {[string, string[]][]} */
  const folders = [
    ['schemas/content', ['.schema.json']],
    ['schemas/forms', ['.schema.json', '.ui.json']],
    ['schemas/forms/definitions', ['.schema.json']],
  ];
  for (const [folder, suffixes] of folders) {
    const dir = join(rootDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))) {
      for (const id of idsInSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')))) ids.add(id);
    }
  }
  return [...ids].sort();
}

/**
 * Message ids named by the route table (src/app/route-table.mjs): pages' and documents' titles, footer labels.
 * @type {() => string[]}
 */
export const idsFromRouteTable = () => routeTableIds();

/** The catalogue parts (src/i18n/catalogue-parts.mjs): what namespaces the core and each feature's part hold. */
export { CORE_NAMESPACES, FEATURE_PARTS, pagePart, partsOf } from '../../src/i18n/catalogue-parts.mjs';

/** @type {(locale: string, rootDir?: string) => Record<string, string>} */
export function readCatalogue(locale, rootDir = root) {
  return JSON.parse(readFileSync(join(rootDir, 'content/messages', `${locale}.json`), 'utf8'));
}

/**
 * A language's compiled catalogue with the Spanish message in place of each one it lacks (absent, or empty): a
 * translation forgotten shows the Spanish text, never the message's id. Production builds carry no default messages,
 * so this is where the fallback is made. Returns the catalogue and the ids filled in.
 * @template T
 * @param {Record<string, T>} own
 * @param {Record<string, T>} spanish
 * @returns {{ messages: Record<string, T>; filled: string[] }}
 */
export function withSpanishFallback(own, spanish) {
  /** @type {(message: T | undefined) => boolean} */
  const lacks = (message) => message === undefined || (Array.isArray(message) && message.length === 0);
  const filled = Object.keys(spanish).filter((id) => lacks(own[id]));
  const messages = { ...own };
  for (const id of filled) messages[id] = spanish[id];
  return { messages, filled };
}

/**
 * The text of a catalogue file: its messages ordered by id in code-unit order (what `Array.prototype.sort` does with
 * no comparer: capitals before lowercase, `restaurants.notFound` before `restaurants.note`), the same on every machine
 * whatever its locale, two spaces of indentation and a final newline. The three catalogues are written in this order.
 * @type {(messages: Record<string, string>) => string}
 */
export function catalogueText(messages) {
  const ids = Object.keys(messages).sort();
  return `${JSON.stringify(Object.fromEntries(ids.map((id) => [id, messages[id]])), null, 2)}\n`;
}

function extract() {
  const spanish = readCatalogue('es');
  const next = extractFromCode();
  const missing = [];
  // A route's title the code also declares (a page's heading) keeps the code's text.
  for (const id of [...idsFromSchemas(), ...idsFromRouteTable().filter((routeId) => !(routeId in next))]) {
    if (spanish[id]) next[id] = spanish[id];
    else missing.push(id);
  }
  writeFileSync(join(root, 'content/messages/es.json'), catalogueText(next));
  console.log(`content/messages/es.json: ${Object.keys(next).length} messages.`);
  if (missing.length) {
    console.error(
      `Schemas or the route table name messages that es.json does not have yet; add their Spanish text: ${missing.join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (process.argv[2] === 'extract') extract();
  else {
    console.error('Usage: node scripts/generate/messages.mjs extract');
    process.exitCode = 2;
  }
}
