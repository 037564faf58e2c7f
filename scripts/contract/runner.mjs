/**
 * Runs the scenario table against the two origins: each enabled row in order, each answer checked against the
 * contract, the values a row keeps handed to the rows after it. Returns one result per call made or skipped.
 */
import { KEEPERS } from './keep.mjs';
import { CookieJar, send as sendCall, TIMEOUT_MS } from './http.mjs';
import { parseReference } from './scenarios.mjs';

/** @import { ContractOptions } from './args.mjs' */
/** @import { send } from './http.mjs' */
/** @import { Masker } from './mask.mjs' */
/** @import { Operation } from './operations.mjs' */
/** @import { CallResult } from './report.mjs' */
/** @import { Scenario } from './scenarios.mjs' */
/** @import { createChecker } from './schema.mjs' */

/**
 * Added to the test account's password for the time it is changed: known, so that it can be undone by hand.
 * @type {string}
 */
export const TEMPORARY_PASSWORD_SUFFIX = 'Cc9';

/**
 * Whether a row runs with these options; rows that do not run are listed once in the summary.
 * @type {(row: Scenario, options: ContractOptions) => boolean}
 */
export function enabled(row, options) {
  switch (row.needs) {
    case 'public':
      return true;
    case 'account':
      return options.account !== null;
    case 'writes':
      return options.account !== null && options.allowWrites;
    case 'tickets':
      return options.account !== null && options.allowTickets;
    default:
      return false;
  }
}

/**
 * Why a row does not run, for the summary.
 * @type {(row: Scenario) => string}
 */
export function notRunReason(row) {
  switch (row.needs) {
    case 'account':
      return 'needs a test account (--email)';
    case 'writes':
      return 'changes the account, then puts it back (--allow-writes)';
    case 'tickets':
      return 'sends real mail or opens a ticket (--allow-tickets)';
    case 'never':
      return `never runs${row.note ? `: ${row.note}` : ''}`;
    default:
      return 'not run';
  }
}

class MissingValue extends Error {
  constructor(name) {
    super(name);
    this.name = 'MissingValue';
    this.value = name;
  }
}

function resolve(template, values) {
  const reference = parseReference(template);
  if (reference) {
    let value = values[reference.name];
    for (const part of reference.path) value = value && typeof value === 'object' ? value[part] : undefined;
    if (value === undefined || value === null)
      throw new MissingValue(reference.path.length ? `${reference.name}.${reference.path.join('.')}` : reference.name);
    return value;
  }
  if (Array.isArray(template)) return template.map((item) => resolve(item, values));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([name, value]) => [name, resolve(value, values)]));
  }
  return template;
}

/** Groups the rows: consecutive rows that run in each language make one block, repeated per language. */
function blocks(rows) {
  const grouped = [];
  for (const row of rows) {
    const last = grouped.at(-1);
    if (row.eachLanguage && last?.eachLanguage) last.rows.push(row);
    else grouped.push({ eachLanguage: row.eachLanguage, rows: [row] });
  }
  return grouped;
}

const firstMessage = (text) => {
  try {
    const parsed = JSON.parse(text);
    const message = parsed?.Message ?? parsed?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
};

/**
 * @type {(run: { options: ContractOptions; operations?: Operation[]; scenarios: Scenario[]; checker: ReturnType<typeof createChecker>; masker: Masker; onResult?: (result: CallResult) => void; timeoutMs?: number; now?: () => number; send?: typeof send; }) => Promise<{ results: CallResult[]; notRun: { operation: string; reason: string }[]; notices: string[] }>}
 */
export async function runScenarios({
  options,
  operations = [],
  scenarios,
  checker,
  masker,
  onResult = () => {},
  timeoutMs = TIMEOUT_MS,
  now = Date.now,
  send = sendCall,
}) {
  const jar = new CookieJar();
  const results = [];
  const account = options.account;
  const globals = {
    provider: options.provider,
    key: options.key,
    ...(account
      ? {
          email: account.email,
          password: account.password,
          temporaryPassword: `${account.password}${TEMPORARY_PASSWORD_SUFFIX}`,
          contractEmail: account.email.replace('@', `+contract-${now()}@`),
        }
      : {}),
  };
  masker.secret(options.key);
  if (account) {
    masker.secret(account.password);
    masker.secret(globals.temporaryPassword);
    masker.personal(account.email);
    masker.personal(globals.contractEmail);
  }
  /** Which row keeps each value, to say what a skipped row missed. */
  const keptBy = new Map();
  for (const row of scenarios)
    if (row.keep && KEEPERS[row.keep])
      for (const name of KEEPERS[row.keep].provides) if (!keptBy.has(name)) keptBy.set(name, row);
  const notices = [];
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  let passwordChanged = false;

  const record = (result) => {
    results.push(result);
    onResult(result);
  };

  async function call(row, language, values, each) {
    const base = row.api === 'main' ? options.api : options.delivery;
    const result = {
      api: row.api,
      method: row.method,
      path: row.path,
      label: row.label,
      language: row.api === 'main' ? language : null,
      status: /** @type {number | null} */ (null),
      ms: /** @type {number | null} */ (null),
      outcome: 'ok',
      errors: [],
      warnings: [],
      note: null,
    };
    const scope = { ...values, language, each };
    let pathParams, query, body;
    try {
      if (row.each !== null && each === undefined) throw new MissingValue(row.each);
      const operation = byKey.get(row.key);
      if (operation?.needsToken && !values.token) throw new MissingValue('token');
      if (operation?.needsSessionCookie && !values.deliverySession) throw new MissingValue('deliverySession');
      if (row.onlyIf !== null && resolve(row.onlyIf, scope) !== true) {
        return record({ ...result, outcome: 'skip', note: row.note ?? `${row.onlyIf} is not true` });
      }
      pathParams = resolve(row.pathParams, scope);
      query = resolve(row.query, scope);
      body = row.body === undefined ? undefined : resolve(row.body, scope);
    } catch (error) {
      if (!(error instanceof MissingValue)) throw error;
      const root = error.value.split('.')[0];
      const giver = keptBy.get(root);
      const note = giver ? `needs ${error.value}, which ${giver.key} did not give` : `needs ${error.value}`;
      return record({
        ...result,
        outcome: 'skip',
        note: row.note && row.each === root ? `${note} (${row.note})` : note,
      });
    }

    const path = row.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(pathParams[name])));
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    /** @type {Record<string, string>} */
    const headers = {};
    if (row.api === 'main') {
      url.searchParams.set('key', options.key);
      headers['Accept-Language'] = language;
      if (values.token) headers.Authorization = `Bearer ${values.token}`;
    }
    const answer = await send({ url: url.href, method: row.method, headers, body, jar, timeoutMs });
    result.ms = answer.ms;
    if (answer.timedOut) {
      return record({
        ...result,
        outcome: 'FAIL',
        errors: [{ pointer: '', message: `no answer within ${timeoutMs / 1000} s` }],
      });
    }
    result.status = answer.status;
    const checked = checker.check({
      api: row.api,
      method: row.method,
      path: row.path,
      status: answer.status,
      contentType: answer.contentType,
      text: answer.text,
    });
    const errors = [...checked.errors];
    if (answer.status !== row.expect) {
      const message = firstMessage(answer.text);
      errors.unshift({
        pointer: '',
        message: `status ${answer.status}, expected ${row.expect}${message ? `: ${message}` : ''}`,
      });
    }
    const warnings = options.strict ? [] : checked.warnings;
    if (options.strict) errors.push(...checked.warnings);

    if (answer.status === row.expect && row.keep && KEEPERS[row.keep] && checked.body !== undefined) {
      const kept = KEEPERS[row.keep].extract(checked.body);
      for (const [name, value] of Object.entries(kept)) if (value !== undefined && value !== null) values[name] = value;
      masker.secret(typeof kept.token === 'string' ? kept.token : undefined);
      masker.secret(typeof kept.refreshToken === 'string' ? kept.refreshToken : undefined);
      const profile = kept.profile;
      if (profile && typeof profile === 'object') {
        for (const field of ['email', 'phone', 'firstName', 'lastName']) masker.personal(profile[field]);
      }
    }

    if (row.path === '/api/v1/auth/change-password' && answer.status === row.expect) {
      passwordChanged = body?.password === globals.temporaryPassword;
    }
    record({ ...result, outcome: errors.length > 0 ? 'FAIL' : 'ok', errors, warnings });
  }

  const active = scenarios.filter((row) => enabled(row, options));
  const values = { ...globals };
  for (const block of blocks(active)) {
    const languages = block.eachLanguage ? options.languages : [options.languages[0]];
    for (const language of languages) {
      // A block in each language keeps its values (the menu's products) for that language only.
      const scope = block.eachLanguage ? { ...values } : values;
      for (const row of block.rows) {
        if (row.each !== null) {
          const items = scope[row.each];
          if (!Array.isArray(items) || items.length === 0) await call(row, language, scope, undefined);
          else for (const item of items) await call(row, language, scope, item);
        } else {
          await call(row, language, scope, undefined);
        }
      }
    }
  }
  if (passwordChanged) {
    notices.push(
      `The test account's password was changed and could not be changed back: it is now its password followed by ` +
        `"${TEMPORARY_PASSWORD_SUFFIX}". Change it back by hand.`,
    );
  }
  const notRun = [];
  for (const row of scenarios.filter((one) => !enabled(one, options))) {
    const entry = { operation: row.key, reason: notRunReason(row) };
    if (!notRun.some((seen) => seen.operation === entry.operation && seen.reason === entry.reason)) notRun.push(entry);
  }
  return { results, notRun, notices };
}
