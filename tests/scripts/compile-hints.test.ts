import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, startChunks, withCompileHint } from '../../scripts/compile-hints.mjs';

describe('compile hints', () => {
  it('mark the entry and what it imports statically, transitively, and nothing loaded later', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/react.js', 'assets/query.js'] },
      'assets/react.js': { type: 'chunk', imports: [] },
      'assets/query.js': { type: 'chunk', imports: ['assets/react.js', 'assets/keys.js'] },
      'assets/keys.js': { type: 'chunk' },
      'assets/login-page.js': { type: 'chunk', imports: ['assets/react.js', 'assets/forms.js'] },
      'assets/forms.js': { type: 'chunk', imports: [] },
      'assets/index.css': { type: 'asset' },
    };
    expect([...startChunks(bundle)].sort()).toEqual(['assets/index.js', 'assets/keys.js', 'assets/query.js', 'assets/react.js']);
  });

  it('put the hint first, once', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(withCompileHint(withCompileHint('const a=1;'))).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });
});
