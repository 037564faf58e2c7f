// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Commit subjects say what changed in at most 72 characters; why, and what was measured, go in the body. Held from
 * the first commit after SINCE, the last one whose subject carried the history.
 */
const SINCE = '3b6ba3ceaff192a8f645ed077e826d0d985b066e';
const MAX_SUBJECT = 72;
const root = join(import.meta.dirname, '../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** Subjects of the commits after SINCE; in a shallow clone that does not reach SINCE, the newest commit's only. */
function subjects(): string[] {
  const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
  const range = shallow && !reaches(SINCE) ? ['-1', 'HEAD'] : [`${SINCE}..HEAD`];
  return git('log', '--no-merges', '--format=%s', ...range)
    .split('\n')
    .filter(Boolean);
}

function reaches(commit: string): boolean {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

describe('commit subjects', () => {
  it(`are at most ${MAX_SUBJECT} characters`, () => {
    const found = subjects();
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((subject) => subject.length > MAX_SUBJECT)).toEqual([]);
  });
});
