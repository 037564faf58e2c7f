/**
 * The scenario table (openapi/contract-scenarios.yaml): which calls the check makes, in which order, with what.
 * Read at run time beside the contract; `tableProblems` says where it and the contract disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { KEEPERS } from './keep.mjs';
import { ROOT, operationKey } from './operations.mjs';

/** @import { Operation } from './operations.mjs' */
/**
 * @typedef {object} Scenario
 * @property {number} index
 * @property {string} api
 * @property {string} method
 * @property {string} path
 * @property {string} key
 * @property {string} label
 * @property {'public' | 'account' | 'writes' | 'tickets' | 'never'} needs
 * @property {boolean} eachLanguage
 * @property {any} languages
 * @property {Record<string, any>} pathParams
 * @property {Record<string, any>} query
 * @property {any} body
 * @property {string | null} keep
 * @property {string | null} each
 * @property {string | null} onlyIf
 * @property {number} expect
 * @property {string | null} note
 */

/** @type {string} */
export const SCENARIO_FILE = join(ROOT, 'openapi/contract-scenarios.yaml');
/** @type {string[]} */
export const NEEDS = ['public', 'account', 'writes', 'tickets', 'never'];
/**
 * Values every run has without asking an answer for them.
 * @type {string[]}
 */
export const BUILT_IN_VALUES = [
  'language',
  'provider',
  'key',
  'email',
  'password',
  'temporaryPassword',
  'contractEmail',
  'each',
];
const REFERENCE = /^\$([A-Za-z][A-Za-z0-9]*)((?:\.[A-Za-z][A-Za-z0-9]*)*)$/;

/**
 * `$profile.phone` → { name: 'profile', path: ['phone'] }; anything else → null.
 * @type {(value: any) => { name: string; path: string[] } | null}
 */
export function parseReference(value) {
  const match = typeof value === 'string' ? REFERENCE.exec(value) : null;
  if (!match) return null;
  return { name: match[1], path: match[2] ? match[2].slice(1).split('.') : [] };
}

/**
 * The rows of the table, each with its operation's key (`main GET /api/v1/news`) and a label for the output.
 * @type {(file?: string) => Scenario[]}
 */
export function readScenarios(file = SCENARIO_FILE) {
  const table = parse(readFileSync(file, 'utf8'));
  return normalizeScenarios(table?.scenarios);
}

/**
 * @param {any} rows
 * @type {(rows: any) => Scenario[]}
 */
export function normalizeScenarios(rows) {
  if (!Array.isArray(rows)) throw new Error('the scenario table has no `scenarios` list');
  return rows.map((row, index) => {
    const [method = '', path = ''] = String(row?.operation ?? '')
      .trim()
      .split(/\s+/);
    const shown = Object.entries(row?.query ?? {})
      .filter(([name, value]) => name !== 'key' && parseReference(value) === null)
      .map(([name, value]) => `${name}=${value}`);
    return {
      index,
      api: row?.api,
      method: method.toUpperCase(),
      path,
      key: operationKey(String(row?.api), method, path),
      label: `${path}${shown.length > 0 ? `?${shown.join('&')}` : ''}`,
      needs: row?.needs,
      eachLanguage: row?.languages === 'each',
      languages: row?.languages,
      pathParams: row?.path ?? {},
      query: row?.query ?? {},
      body: row?.body,
      keep: row?.keep ?? null,
      each: row?.each ?? null,
      onlyIf: row?.onlyIf ?? null,
      expect: row?.expect ?? 200,
      note: row?.note ?? null,
    };
  });
}

/**
 * Operations of the contracts that no row of the table calls: the contract grew and the table did not.
 * @type {(operations: Operation[], scenarios: Scenario[]) => string[]}
 */
export function uncoveredOperations(operations, scenarios) {
  const covered = new Set(scenarios.map((row) => row.key));
  return operations.filter((operation) => !covered.has(operation.key)).map((operation) => operation.key);
}

function references(value, found = []) {
  const reference = parseReference(value);
  if (reference) found.push(reference.name);
  else if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) references(item, found);
  return found;
}

/**
 * Everything wrong with the table against the contract: each problem as a sentence naming its row.
 * @type {(operations: Operation[], scenarios: Scenario[]) => string[]}
 */
export function tableProblems(operations, scenarios) {
  const problems = [
    ...uncoveredOperations(operations, scenarios).map(
      (key) => `${key} is in the contract but no row of the scenario table calls it`,
    ),
  ];
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  const provided = new Set(BUILT_IN_VALUES);
  for (const row of scenarios) {
    const where = `row ${row.index + 1} (${row.key})`;
    const operation = byKey.get(row.key);
    if (!operation) problems.push(`${where}: no such operation in the ${row.api} contract`);
    if (!NEEDS.includes(row.needs)) problems.push(`${where}: needs must be one of ${NEEDS.join(', ')}`);
    if (row.languages !== undefined && row.languages !== 'each') problems.push(`${where}: languages can only be each`);
    for (const name of operation?.pathParameters ?? []) {
      if (!(name in row.pathParams)) problems.push(`${where}: no value for the path parameter {${name}}`);
    }
    if (row.keep !== null && !(row.keep in KEEPERS))
      problems.push(`${where}: keep names no extractor of scripts/contract/keep.mjs`);
    if (row.needs === 'never') continue;
    const used = [
      ...references(row.pathParams),
      ...references(row.query),
      ...references(row.body),
      ...references(row.onlyIf),
    ];
    if (row.each !== null) used.push(row.each);
    for (const name of used)
      if (!provided.has(name)) problems.push(`${where}: $${name} is used before any row keeps it`);
    if (row.keep !== null && KEEPERS[row.keep]) for (const name of KEEPERS[row.keep].provides) provided.add(name);
  }
  return problems;
}
