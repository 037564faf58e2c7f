#!/usr/bin/env node
// `npm run check`: the inner loop. The generated files first, then the type check, ESLint and Vitest side by side,
// each one's output kept together and shown when it ends; what failed is listed last. No build, no browser, and no
// lint rule that reads types: `npm test` runs everything, as CI does.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sideBySide } from './side-by-side.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The checks run side by side once the generated files are current. */
const CHECKS = [
  { name: 'type check', args: ['run', 'typecheck'] },
  // Without the rules that read types, which take four times the rest of ESLint: `npm test` runs them.
  { name: 'ESLint (without the rules that read types)', args: ['run', 'lint'], env: { LINT_TYPES: 'off' } },
  { name: 'Vitest', args: ['run', 'test:unit', '--', '--reporter=dot'] },
];

const started = Date.now();
console.log('▶ generated files (npm run generate)');
const generate = spawnSync(npm, ['run', 'generate', '--silent'], { cwd: root, stdio: 'inherit' });
if (generate.status !== 0) {
  console.error('✖ npm run generate failed');
  process.exit(generate.status || 1);
}
console.log(`▶ ${CHECKS.map((check) => check.name).join(', ')}, side by side`);
const failed = await sideBySide(CHECKS);
const seconds = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  console.error(`\n✖ ${failed.join(', ')} failed (${seconds} s in all)`);
  process.exit(1);
}
console.log(`\n✔ type check, ESLint and Vitest passed in ${seconds} s; npm test runs the rest (builds, browsers)`);
