import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../src/ui/qr-code';

/** The dark cells an SVG path of `M x y h w v1 h -w z` rectangles paints. */
function paintedCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) cells.add(`${Number(x) + dx},${y}`);
  }
  return cells;
}

describe('QrCode', () => {
  it('paints exactly the dark modules of the code for its value, as a labelled image', () => {
    const value = 'https://www.example.com/politica-de-privacidad';
    render(<QrCode value={value} label="Código QR de la política" />);
    const image = screen.getByRole('img', { name: 'Código QR de la política' });
    const expected = encode(value, { ecc: 'M', border: 2 });
    expect(image).toHaveAttribute('viewBox', `0 0 ${expected.size} ${expected.size}`);
    const dark = new Set(expected.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : []))));
    expect(dark.size).toBeGreaterThan(100);
    expect(paintedCells(image.querySelector('path')!.getAttribute('d')!)).toEqual(dark);
  });

  it('keeps its place empty until it has a value', () => {
    const { container } = render(<QrCode value={null} label="Código QR" size={120} />);
    expect(screen.queryByRole('img')).toBeNull();
    const box = container.firstElementChild!;
    expect(box).toHaveAttribute('width', '120');
    expect(box).toHaveAttribute('height', '120');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.childElementCount).toBe(0);
  });
});
