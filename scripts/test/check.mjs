#!/usr/bin/env node
// `npm run check`: the inner loop. The generated files first, then the type check, ESLint and Vitest side by side,
// each one's output kept together and shown when it ends; what failed is listed last. No build, no browser, and no
// lint rule that reads types: `npm test` runs everything, as CI does.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The checks run side by side once the generated files are current. */
const CHECKS = [
  { name: 'type check', args: ['run', 'typecheck'] },
  // Without the rules that read types, which take four times the rest of ESLint: `npm test` runs them.
  { name: 'ESLint (without the rules that read types)', args: ['run', 'lint'], env: { LINT_TYPES: 'off' } },
  { name: 'Vitest', args: ['run', 'test:unit', '--', '--reporter=dot'] },
];

/** Runs one check, its output kept until it ends; resolves with its status and how long it took. */
function run({ name, args, env = {} }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      if (code !== 0) console.log(output);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const started = Date.now();
console.log('▶ generated files (npm run generate)');
const generate = spawnSync(npm, ['run', 'generate', '--silent'], { cwd: root, stdio: 'inherit' });
if (generate.status !== 0) {
  console.error('✖ npm run generate failed');
  process.exit(generate.status || 1);
}
console.log(`▶ ${CHECKS.map((check) => check.name).join(', ')}, side by side`);
const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((result) => !result.ok);
const seconds = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  console.error(`\n✖ ${failed.map((result) => result.name).join(', ')} failed (${seconds} s in all)`);
  process.exit(1);
}
console.log(`\n✔ type check, ESLint and Vitest passed in ${seconds} s; npm test runs the rest (builds, browsers)`);
