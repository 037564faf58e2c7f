// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_FLAGS, findHeadlessShell, journeyBrowser, SHELL_FLAGS } from '../../../scripts/test/chromium.mjs';

const folder = mkdtempSync(join(tmpdir(), 'browsers-'));
const executable = (name: string) => {
  const path = join(folder, name);
  writeFileSync(path, '#!/bin/sh\n', { mode: 0o755 });
  return path;
};

afterEach(() => vi.unstubAllEnvs());

describe('the browser the journeys drive', () => {
  it('is the headless shell where there is one, without the full browser’s choice of headless mode', () => {
    const shell = executable('shell');
    vi.stubEnv('CHROMIUM_SHELL_PATH', shell);
    expect(journeyBrowser()).toEqual({ executablePath: shell, args: SHELL_FLAGS });
    expect(SHELL_FLAGS.some((flag) => flag.startsWith('--headless'))).toBe(false);
    // Everything else the full browser is told, the shell is told too.
    expect(CHROMIUM_FLAGS.filter((flag) => !SHELL_FLAGS.includes(flag))).toEqual(['--headless=new']);
  });

  it('is the full browser in its headless mode where there is no shell, or when told to be', () => {
    const browser = executable('browser');
    vi.stubEnv('CHROMIUM_SHELL_PATH', 'none');
    vi.stubEnv('CHROMIUM_PATH', browser);
    expect(findHeadlessShell()).toBeNull();
    expect(journeyBrowser()).toEqual({ executablePath: browser, args: CHROMIUM_FLAGS });
  });

  it('names a wrong path in the environment rather than drive something else', () => {
    vi.stubEnv('CHROMIUM_SHELL_PATH', join(folder, 'nowhere'));
    expect(() => journeyBrowser()).toThrow(/CHROMIUM_SHELL_PATH is set to .*nowhere, which does not exist/);
  });
});
