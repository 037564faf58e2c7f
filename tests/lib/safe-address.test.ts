import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeWebUrl, withSafeImages } from '../../src/lib/safe-address';

describe('the addresses a news item brings', () => {
  it('are followed only when they are web addresses', () => {
    expect(safeWebUrl('https://example.com/x')).toBe('https://example.com/x');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/carta', '', null, undefined]) {
      expect(safeWebUrl(url), String(url)).toBeNull();
    }
  });

  it('are shown as pictures only from the site itself or the web, as links are followed', () => {
    expect(safeImageUrl('/media/news/burger-fuego.svg')).toBe('/media/news/burger-fuego.svg');
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'blob:https://example.com/1',
      'media/relative.png',
      '',
      null,
    ]) {
      expect(safeImageUrl(image), String(image)).toBeNull();
    }
  });

  it('leave out an item whose picture may not be shown, and keep the others', () => {
    const items = [
      { id: 1, name: 'Uno', image: '/media/news/a.svg' },
      { id: 2, name: 'Dos', image: 'javascript:alert(1)' },
      { id: 3, name: 'Tres', image: 'https://cdn.example.com/c.png' },
    ];
    expect(withSafeImages(items).map((item) => item.id)).toEqual([1, 3]);
  });
});
