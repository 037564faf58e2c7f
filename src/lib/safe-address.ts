/** Only web addresses are followed: a `javascript:` or `data:` url from the API is ignored. */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A picture's address a page may show: one of the site's own paths (`/media/…`, not `//host`), or an http(s)
 * address, as for links. A `javascript:`, `data:` or otherwise unknown address from the API is refused.
 */
export function safeImageUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^\/(?![/\\])/.test(image)) return image;
  return safeWebUrl(image);
}

/** The items whose picture a page may show, each with its picture's address as checked. */
export function withSafeImages<T extends { image: string }>(items: T[]): T[] {
  return items.flatMap((item) => {
    const image = safeImageUrl(item.image);
    return image ? [{ ...item, image }] : [];
  });
}
