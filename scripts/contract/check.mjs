#!/usr/bin/env node
/**
 * `npm run contract -- --api … --key … --delivery … --provider …`: does a live API still answer as the contract in
 * openapi/ says, so that the site understands every answer? Makes the calls of the scenario table
 * (openapi/contract-scenarios.yaml) and checks each answer against the contract. See docs/contract-check.md.
 *
 * Exit code 0: every answer matches; 1: one does not; 2: an origin cannot be reached or the arguments are wrong.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ArgumentError, parseArguments, USAGE } from './args.mjs';
import { UnreachableError } from './http.mjs';
import { createMasker, maskEmail } from './mask.mjs';
import { CONTRACT_FILES, listOperations, readContracts } from './operations.mjs';
import { formatLine, formatSummary, maskDeep, summarize } from './report.mjs';
import { runScenarios } from './runner.mjs';
import { readScenarios, SCENARIO_FILE, tableProblems, uncoveredOperations } from './scenarios.mjs';
import { createChecker } from './schema.mjs';

const onOff = (flag) => (flag ? 'on' : 'off');

/**
 * Runs the check; resolves with the exit code. Everything it prints goes through the masker.
 * @param {string[]} argv
 * @param {{ env?: Record<string, string | undefined>, out?: (line: string) => void, err?: (line: string) => void,
 *   contractFiles?: Record<string, string>, scenarioFile?: string, timeoutMs?: number }} [io]
 * @type {(argv: string[], io?: { env?: Record<string, string | undefined>; out?: (line: string) => void; err?: (line: string) => void; contractFiles?: Record<string, string>; scenarioFile?: string; timeoutMs?: number; }) => Promise<number>}
 */
export async function main(argv, io = {}) {
  const out = io.out ?? ((line) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line) => process.stderr.write(`${line}\n`));
  let options;
  try {
    options = parseArguments(argv, io.env ?? process.env);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    err(`contract: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    out(USAGE);
    return 0;
  }

  const masker = createMasker();
  masker.secret(options.key);
  if (options.account) {
    masker.secret(options.account.password);
    masker.personal(options.account.email);
  }
  const print = (line) => out(masker.mask(line));

  let docs, scenarios, operations;
  try {
    docs = readContracts(io.contractFiles ?? CONTRACT_FILES);
    operations = listOperations(docs);
    scenarios = readScenarios(io.scenarioFile ?? SCENARIO_FILE);
  } catch (error) {
    err(`contract: cannot read the contract or its scenario table: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  const uncovered = new Set(uncoveredOperations(operations, scenarios));
  const broken = tableProblems(operations, scenarios).filter(
    (problem) => ![...uncovered].some((key) => problem.startsWith(`${key} is in`)),
  );
  if (broken.length > 0) {
    err(`contract: the scenario table does not fit the contract:\n  ${broken.join('\n  ')}`);
    return 2;
  }

  print(
    `Checking ${options.api} (main API) and ${options.delivery} (delivery site, provider ${options.provider}) against the contract; ` +
      `languages ${options.languages.join(', ')}; account ${options.account ? maskEmail(options.account.email) : 'none'}; ` +
      `writes ${onOff(options.allowWrites)}, tickets ${onOff(options.allowTickets)}, strict ${onOff(options.strict)}`,
  );
  for (const key of uncovered) print(`warning: ${key} is in the contract but the scenario table does not call it`);

  const startedAt = new Date().toISOString();
  const writeReport = (report) => {
    if (!options.json) return;
    writeFileSync(options.json, `${JSON.stringify(maskDeep(report, masker.mask), null, 2)}\n`);
  };
  const base = {
    startedAt,
    api: options.api,
    delivery: options.delivery,
    provider: options.provider,
    account: options.account ? maskEmail(options.account.email) : null,
    languages: options.languages,
    allowWrites: options.allowWrites,
    allowTickets: options.allowTickets,
    strict: options.strict,
    uncovered: [...uncovered],
  };

  const checker = createChecker(docs);
  let run;
  try {
    run = await runScenarios({
      options,
      operations,
      scenarios,
      checker,
      masker,
      onResult: (result) => print(formatLine(result)),
      timeoutMs: io.timeoutMs,
    });
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    const which =
      error.origin === new URL(options.api).origin
        ? `the main API (--api ${options.api})`
        : `the delivery site (--delivery ${options.delivery})`;
    const message = `contract: cannot reach ${which}: ${error.reason}`;
    err(masker.mask(message));
    writeReport({ ...base, finishedAt: new Date().toISOString(), exitCode: 2, error: message });
    return 2;
  }
  print(formatSummary(run));
  const { counts, exitCode } = summarize(run.results);
  writeReport({
    ...base,
    finishedAt: new Date().toISOString(),
    exitCode,
    counts,
    results: run.results,
    notRun: run.notRun,
    notices: run.notices,
  });
  return exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(`contract: ${error instanceof Error ? error.stack : error}`);
      process.exitCode = 2;
    },
  );
}
