import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** What every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The folder the site serves from its root. */
export const PUBLIC_DIR = join(import.meta.dirname, '../../public');

/** The width and height a PNG declares in its IHDR chunk, which always comes first after the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('a PNG without its IHDR first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The size of a PNG the site serves at `src` (public/ is served from the root). */
export function servedPngSize(src: string) {
  const file = join(PUBLIC_DIR, src);
  expect(existsSync(file), `${src} is missing from public/`).toBe(true);
  return pngSize(readFileSync(file));
}
