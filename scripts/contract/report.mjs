/** @import { Problem } from './schema.mjs' */
/**
 * @typedef {object} CallResult
 * @property {string} api
 * @property {string} method
 * @property {string} path
 * @property {string} label
 * @property {string | null} language
 * @property {number | null} status
 * @property {number | null} ms
 * @property {'ok' | 'FAIL' | 'skip'} outcome
 * @property {Problem[]} errors
 * @property {Problem[]} warnings
 * @property {string | null} note
 */

/** What the check prints, one line per call and a closing count, and the JSON report: all of it masked. */

/**
 * How many schema errors a line shows; the JSON report has them all.
 * @type {number}
 */
export const ERRORS_SHOWN = 3;

const problems = (list) => {
  const shown = list
    .slice(0, ERRORS_SHOWN)
    .map(({ pointer, message }) => (pointer ? `${pointer} ${message}` : message));
  const more = list.length - ERRORS_SHOWN;
  return `${shown.join('; ')}${more > 0 ? ` (+${more} more)` : ''}`;
};

/**
 * One call: API, method, path, language, status, time, then ok, FAIL with the first errors, or skip with why.
 * @param {{ api: string, method: string, label: string, language: string | null, status: number | null, ms: number | null,
 *   outcome: 'ok' | 'FAIL' | 'skip', errors: { pointer: string, message: string }[], warnings: { pointer: string, message: string }[],
 *   note: string | null }} result
 * @type {(result: CallResult) => string}
 */
export function formatLine(result) {
  const columns = [
    result.api.padEnd(8),
    result.method.padEnd(6),
    result.label.padEnd(55),
    (result.language ?? '-').padEnd(2),
    String(result.status ?? '-').padStart(3),
    (result.ms === null ? '-' : `${result.ms} ms`).padStart(8),
  ].join(' ');
  switch (result.outcome) {
    case 'FAIL':
      return `${columns}  FAIL ${problems(result.errors)}`;
    case 'skip':
      return `${columns}  skip ${result.note ?? ''}`.trimEnd();
    default:
      return result.warnings.length > 0 ? `${columns}  ok   warning: ${problems(result.warnings)}` : `${columns}  ok`;
  }
}

/**
 * The counts of a run and the exit code they give: 1 when any answer does not match, 0 otherwise.
 * @type {(results: CallResult[]) => { counts: { calls: number; ok: number; failed: number; skipped: number; warnings: number }; exitCode: 0 | 1; }}
 */
export function summarize(results) {
  const counts = { calls: results.length, ok: 0, failed: 0, skipped: 0, warnings: 0 };
  for (const result of results) {
    if (result.outcome === 'ok') counts.ok += 1;
    else if (result.outcome === 'FAIL') counts.failed += 1;
    else counts.skipped += 1;
    counts.warnings += result.warnings.length;
  }
  return { counts, exitCode: counts.failed > 0 ? 1 : 0 };
}

/**
 * The closing lines: the count, the operations that do not match (with their languages), what did not run.
 * @type {(run: { results: CallResult[]; notRun?: { operation: string; reason: string }[]; notices?: string[]; }) => string}
 */
export function formatSummary({ results, notRun = [], notices = [] }) {
  const { counts, exitCode } = summarize(results);
  const lines = [
    '',
    `${counts.calls} calls: ${counts.ok} ok, ${counts.failed} FAIL, ${counts.skipped} skipped; ` +
      `${counts.warnings} ${counts.warnings === 1 ? 'property' : 'properties'} the contract does not describe`,
  ];
  const failed = new Map();
  for (const result of results.filter((one) => one.outcome === 'FAIL')) {
    const name = `${result.api} ${result.method} ${result.path}`;
    const languages = failed.get(name) ?? new Set();
    if (result.language) languages.add(result.language);
    failed.set(name, languages);
  }
  if (failed.size > 0) {
    lines.push('Does not match the contract:');
    for (const [name, languages] of failed)
      lines.push(`  ${name}${languages.size > 0 ? ` (${[...languages].join(', ')})` : ''}`);
  }
  if (notRun.length > 0) {
    lines.push('Not run:');
    for (const { operation, reason } of notRun) lines.push(`  ${operation}: ${reason}`);
  }
  for (const notice of notices) lines.push(`!! ${notice}`);
  lines.push(
    exitCode === 0 ? 'Every answer matches the contract.' : 'Some answers do not match the contract (exit code 1).',
  );
  return lines.join('\n');
}

/**
 * Every string of a value passed through `mask`, so that the report carries no secret whatever its shape.
 * @type {(value: any, mask: (text: string) => string) => any}
 */
export function maskDeep(value, mask) {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, mask));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskDeep(item, mask)]));
  return value;
}
