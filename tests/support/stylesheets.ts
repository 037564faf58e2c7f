import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The site's source folder, whose stylesheets the style tests read. */
export const SRC = join(import.meta.dirname, '../../src');

/** Every stylesheet under `folder`, its subfolders included. */
export function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A stylesheet without its comments. */
export const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * Each rule's selector (or at-rule's prelude) of a stylesheet, with the preludes of the blocks it sits in, outermost
 * first: `@media (hover: hover) { a:hover { … } }` gives `{ selector: 'a:hover', within: ['@media (hover: hover)'] }`.
 */
export function selectorsInContext(css: string): { selector: string; within: string[] }[] {
  const found: { selector: string; within: string[] }[] = [];
  const open: string[] = [];
  let text = '';
  for (const character of withoutComments(css)) {
    if (character === '{') {
      const selector = text.trim().replace(/\s+/g, ' ');
      found.push({ selector, within: [...open] });
      open.push(selector);
      text = '';
    } else if (character === '}') {
      open.pop();
      text = '';
    } else if (character === ';') {
      text = '';
    } else {
      text += character;
    }
  }
  return found;
}
