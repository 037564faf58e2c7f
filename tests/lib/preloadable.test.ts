import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/lib/preloadable';

const Component = () => null;

describe('a preloadable component module', () => {
  it('is fetched once, and handed over at once after it has arrived', async () => {
    const fetchModule = vi.fn(async () => ({ default: Component }));
    const module = preloadable(fetchModule);
    await module.preload();
    await module.preload();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    let handed: unknown = null;
    void module.load().then((value) => (handed = value.default));
    // Synchronously: React.lazy then renders it without suspending.
    expect(handed).toBe(Component);
  });

  it('is fetched by its first load when nobody preloaded it', async () => {
    const fetchModule = vi.fn(async () => ({ default: Component }));
    const module = preloadable(fetchModule);
    let handed: unknown = null;
    const pending = module.load().then((value) => (handed = value.default));
    expect(handed).toBeNull();
    await pending;
    expect(handed).toBe(Component);
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after a failure', async () => {
    const fetchModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Component });
    const module = preloadable(fetchModule);
    await expect(module.preload()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toEqual({ default: Component });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
