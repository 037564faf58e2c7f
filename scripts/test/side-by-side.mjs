/**
 * Commands run side by side, each one's output kept together and shown when it ends (whole when it failed), with its
 * time: `npm run check` and `npm test` run their checks that use one core each this way.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ name: string, args: string[], env?: NodeJS.ProcessEnv }} Command */

/**
 * Runs one npm command, its output kept until it ends; resolves with its status and how long it took.
 * @type {(command: Command) => Promise<{ name: string, ok: boolean, seconds: number }>}
 */
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

/**
 * Runs the commands side by side; resolves with the names of those that failed.
 * @type {(commands: Command[]) => Promise<string[]>}
 */
export async function sideBySide(commands) {
  const results = await Promise.all(commands.map(run));
  return results.filter((result) => !result.ok).map((result) => result.name);
}
