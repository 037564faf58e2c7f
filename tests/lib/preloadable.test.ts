import { describe, expect, it } from 'vitest';
import { handOver } from '../../src/lib/preloadable';

const Component = () => null;

describe('a module handed over', () => {
  it('calls back at once, so React.lazy draws it in the same pass instead of suspending', () => {
    const module = { default: Component };
    let handed: unknown = null;
    void handOver(module).then((value) => (handed = value.default));
    // Synchronously: a promise, even a resolved one, would call back only after the render.
    expect(handed).toBe(Component);
  });
});
