import { needsIsolation, withoutBidiControls } from '../lib/isolated-text';

/**
 * Text from the API (a restaurant's name or address, a news item's name) drawn among the page's own words: in a
 * `<bdi>` where its characters could reorder the words around it (see src/lib/isolated-text.ts), without its
 * explicit bidirectional controls; otherwise as plain text, so that the page is unchanged for the names that need
 * nothing. Server and browser decide alike from the text, so a pre-rendered page is taken over as drawn.
 */
export function Isolated({ children }: { children: string }) {
  return needsIsolation(children) ? <bdi>{withoutBidiControls(children)}</bdi> : children;
}
