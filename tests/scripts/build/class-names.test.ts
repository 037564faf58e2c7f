// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortClassName } from '../../../scripts/build/class-names.mjs';

describe("the build's CSS module class names", () => {
  it('are the class and a hash of its module, the same in every build', () => {
    const name = shortClassName('/site')('entry', '/site/src/features/restaurants/restaurants.module.css');
    expect(name).toMatch(/^_entry_[0-9a-f]{5}$/);
    expect(shortClassName('/elsewhere')('entry', '/elsewhere/src/features/restaurants/restaurants.module.css')).toBe(
      name,
    );
    expect(shortClassName('/site')('entry', '/site/src/features/restaurants/restaurants.module.css?used')).toBe(name);
  });

  it('differ between modules, and between classes of a module', () => {
    const scoped = shortClassName('/site');
    const a = scoped('note', '/site/src/features/menu/menu.module.css');
    expect(scoped('note', '/site/src/features/restaurants/restaurants.module.css')).not.toBe(a);
    expect(scoped('page', '/site/src/features/menu/menu.module.css')).not.toBe(a);
    expect(scoped('page', '/site/src/features/menu/menu.module.css').slice(-5)).toBe(a.slice(-5));
  });

  it('stop the build when two modules would share a hash', () => {
    const scoped = shortClassName('/site', 1);
    expect(() => {
      for (let index = 0; index < 40; index += 1) scoped('note', `/site/src/ui/part-${index}.module.css`);
    }).toThrow(/would share class names/);
  });
});
