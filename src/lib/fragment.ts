/**
 * The element id an address's fragment names (`#alergenos` gives `alergenos`, `#a%C3%B1o` gives `año`), or null when
 * there is none. A fragment that is not valid percent-encoding (`#%`, `#%E0`) is null too: a link anyone can write must
 * not take the page down, so it is ignored, as a browser ignores a fragment that names nothing on the page.
 */
export function fragmentId(hash: string): string | null {
  const encoded = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
